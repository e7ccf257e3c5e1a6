// The PBN deal string: `<first seat>:<hand> <hand> <hand> <hand>`, hands clockwise from the first
// seat, each hand `spades.hearts.diamonds.clubs` with ranks AKQJT98765432, `-` for an unknown hand.
// Reading is lenient on case and rank order (PBN import format); writing is canonical (export).
import { RANKS, SUITS, type Card } from '../cards/card';
import { SEATS, leftOf, type Seat } from '../table/seat';
import { DealError, validateDeal, type PartialDeal } from './deal';
import { sortHand, type Hand } from './hand';

export interface PbnDealOptions {
  /** Require four known hands of 13 cards (default true); false accepts `-` and short hands. */
  readonly complete?: boolean;
}

export function parsePbnDeal(text: string, options: PbnDealOptions = {}): PartialDeal {
  const match = /^\s*([NESWnesw]):(.*)$/.exec(text);
  if (!match) throw new DealError('format', `deal: '${text}' does not start with a seat and a colon (e.g. 'N:')`);
  const first = match[1]!.toUpperCase() as Seat;
  const handTexts = match[2]!
    .trim()
    .split(/\s+/)
    .filter((h) => h !== '');
  if (handTexts.length !== 4)
    throw new DealError('format', `deal: expected 4 hands after '${first}:', found ${handTexts.length}`);
  const hands: Partial<Record<Seat, Hand | null>> = {};
  let seat = first;
  for (const handText of handTexts) {
    hands[seat] = handText === '-' ? null : parseHand(handText, seat);
    seat = leftOf(seat);
  }
  const deal = hands as PartialDeal;
  validateDeal(deal, { complete: options.complete ?? true });
  return deal;
}

function parseHand(text: string, seat: Seat): Hand {
  const suits = text.split('.');
  if (suits.length !== 4)
    throw new DealError(
      'format',
      `deal: hand ${seat} '${text}' has ${suits.length} suits (4 expected, separated by '.')`,
    );
  const cards: Card[] = [];
  suits.forEach((ranks, i) => {
    for (const rank of ranks.toUpperCase()) {
      const card = `${SUITS[i]}${rank}`;
      if (!(RANKS as readonly string[]).includes(rank)) {
        throw new DealError(
          'not-a-card',
          `deal: '${rank}' in hand ${seat} (${SUITS[i]}) is not a card rank (AKQJT98765432)`,
        );
      }
      cards.push(card as Card);
    }
  });
  return cards;
}

export function formatPbnDeal(deal: PartialDeal, first: Seat = 'N'): string {
  const hands: string[] = [];
  let seat = first;
  for (let i = 0; i < SEATS.length; i++) {
    hands.push(formatHand(deal[seat]));
    seat = leftOf(seat);
  }
  return `${first}:${hands.join(' ')}`;
}

function formatHand(hand: Hand | null): string {
  if (hand === null) return '-';
  const sorted = sortHand(hand);
  return SUITS.map((suit) =>
    sorted
      .filter((c) => c[0] === suit)
      .map((c) => c[1])
      .join(''),
  ).join('.');
}
