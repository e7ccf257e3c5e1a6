// Law 44: a trick is four cards played in rotation; it is won by the highest trump in it, or
// failing a trump by the highest card of the suit led (44E/F). No trumps: `trump` is null.
import { rankOf, rankValue, suitOf, type Card, type Suit } from '../cards/card';
import type { Seat } from '../table/seat';

export interface PlayedCard {
  /** The hand the card came from (dummy's seat for a card of dummy's, played by declarer). */
  readonly seat: Seat;
  readonly card: Card;
}

export interface Trick {
  /** 1..13 */
  readonly no: number;
  readonly leader: Seat;
  readonly cards: readonly PlayedCard[];
  /** The hand that won it (dummy's seat when dummy's card won). */
  readonly winner: Seat;
}

export function trickWinner(cards: readonly PlayedCard[], trump: Suit | null): Seat {
  const lead = cards[0];
  if (!lead) throw new RangeError('a trick without cards has no winner');
  const ledSuit = suitOf(lead.card);
  let best = lead;
  for (const played of cards.slice(1)) {
    if (beats(played.card, best.card, ledSuit, trump)) best = played;
  }
  return best.seat;
}

function beats(challenger: Card, holder: Card, ledSuit: Suit, trump: Suit | null): boolean {
  const c = suitOf(challenger);
  const h = suitOf(holder);
  if (c === h) return rankValue(rankOf(challenger)) > rankValue(rankOf(holder));
  if (trump !== null && c === trump) return true; // a trump beats any card of another suit
  return false; // a discard, or a card of the led suit under a trump, never wins
}

/** Trump suit of a contract's strain; null at no trumps. */
export function trumpOf(strain: 'C' | 'D' | 'H' | 'S' | 'NT'): Suit | null {
  return strain === 'NT' ? null : strain;
}
