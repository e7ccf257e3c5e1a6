// The cost of each card: after every card of a board played card by card, the tricks declarer's side
// takes in all (tricks won so far plus the double-dummy remainder), from DDS's AnalysePlayPBN. A card
// that lowers declarer's total, played by declarer or dummy, or raises it, played by a defender, gave
// away tricks.
import { SEATS, leftOf, sideOf, type Card, type Deal, type Seat, type Strain } from '@club/bridge';
import { ddsHand, ddsStrain } from './dds-codes';
import { ddsDealText } from './dds-deal';
import type { DdsLibrary, DdsSolvedPlay } from './dds-library';
import { checkDds } from './dds-result';
import { DoubleDummyError } from './double-dummy-error';

export interface CardVerdict {
  readonly card: Card;
  /** Who held the card in the deal. */
  readonly player: Seat;
  /** Declarer's side's tricks in all after this card with perfect play from here on. */
  readonly tricksForDeclarer: number;
  /** Tricks this card gave away (0 when none): a drop for declarer's side, a rise for the defence. */
  readonly tricksLost: number;
  readonly costsTrick: boolean;
}

export interface PlayAnalysis {
  /** Declarer's double-dummy tricks before the opening lead (the table's cell). */
  readonly before: number;
  readonly cards: readonly CardVerdict[];
}

const THREAD = 0;
/** A play trace holds at most the 52 cards of the deal. */
const MAX_CARDS = 52;
/** After this many cards only the last trick's forced cards remain. */
const LAST_CHOICE = 48;

export function analysePlay(
  library: DdsLibrary,
  deal: Deal,
  strain: Strain,
  declarer: Seat,
  play: readonly Card[],
): PlayAnalysis {
  if (play.length > MAX_CARDS)
    throw new DoubleDummyError(-98, `play: ${play.length} cards played, at most ${MAX_CARDS}`);
  const holders = new Map<Card, Seat>(SEATS.flatMap((seat) => deal[seat].map((card) => [card, seat] as const)));
  const out = { number: 0, tricks: [] } as DdsSolvedPlay;
  const code = library.AnalysePlayPBN(
    {
      trump: ddsStrain(strain),
      first: ddsHand(leftOf(declarer)),
      currentTrickSuit: [0, 0, 0],
      currentTrickRank: [0, 0, 0],
      remainCards: ddsDealText(deal),
    },
    { number: play.length, cards: play.join('') },
    out,
    THREAD,
  );
  checkDds(library, code, 'AnalysePlayPBN');
  const side = sideOf(declarer);
  // DDS answers 0 once twelve tricks are quitted: the last trick's cards are forced, so the count after
  // the 48th card stands to the end.
  const count = (afterCards: number) => out.tricks[Math.min(afterCards, LAST_CHOICE)]!;
  const cards = play.map((card, i): CardVerdict => {
    const player = holders.get(card)!;
    const previous = count(i);
    const now = count(i + 1);
    const change = now - previous;
    const tricksLost = sideOf(player) === side ? Math.max(0, -change) : Math.max(0, change);
    return { card, player, tricksForDeclarer: now, tricksLost, costsTrick: tricksLost > 0 };
  });
  return { before: out.tricks[0]!, cards };
}
