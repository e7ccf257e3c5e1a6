// A deal (Law 6): the four hands of one board. A complete deal has 13 cards in each hand and
// all 52 cards; a partial one (as PBN allows) may leave hands unknown.
import { DECK, type Card } from '../cards/card';
import { SEATS, type Seat } from '../table/seat';
import type { Hand } from './hand';

export type Deal = Readonly<Record<Seat, Hand>>;
/** `null` marks a hand whose cards are unknown (PBN `-`). */
export type PartialDeal = Readonly<Record<Seat, Hand | null>>;

export type DealProblem = 'format' | 'not-a-card' | 'duplicate-card' | 'hand-size' | 'unknown-hand';

/** Refusal of impossible deal data; `problem` says which rule was broken, the message says where. */
export class DealError extends RangeError {
  constructor(
    readonly problem: DealProblem,
    message: string,
  ) {
    super(message);
    this.name = 'DealError';
  }
}

export const HAND_SIZE = 13;

/**
 * Checks what every deal must satisfy: no card twice and no hand over 13. With `complete`
 * (the default) also every hand known and exactly 13 cards each, hence all 52 cards.
 */
export function validateDeal(deal: PartialDeal, options: { complete?: boolean } = {}): void {
  const complete = options.complete ?? true;
  const holder = new Map<Card, Seat>();
  for (const seat of SEATS) {
    const hand = deal[seat];
    if (hand === null) {
      if (complete)
        throw new DealError('unknown-hand', `deal: hand ${seat} is unknown; a complete deal needs all four hands`);
      continue;
    }
    for (const card of hand) {
      if (!DECK.includes(card))
        throw new DealError('not-a-card', `deal: '${card}' in hand ${seat} is not a card of the pack`);
      const other = holder.get(card);
      if (other !== undefined) {
        const where = other === seat ? `twice in hand ${seat}` : `in both hand ${other} and hand ${seat}`;
        throw new DealError('duplicate-card', `deal: card ${card} is ${where}`);
      }
      holder.set(card, seat);
    }
    if (hand.length > HAND_SIZE || (complete && hand.length !== HAND_SIZE)) {
      throw new DealError('hand-size', `deal: hand ${seat} has ${hand.length} cards (${HAND_SIZE} expected)`);
    }
  }
}

export function isCompleteDeal(deal: PartialDeal): deal is Deal {
  try {
    validateDeal(deal);
    return true;
  } catch {
    return false;
  }
}
