// Who wins a trick (§6(3)): the highest trump if a trump was played, else the highest card of the
// led suit. Other suits never win.
import { suitOf, type Card, type Suit } from '../cards/card';
import { strength, type RankOrder } from '../cards/rank-order';

export interface PlayedCard {
  readonly player: string;
  readonly card: Card;
}

/** Does `challenger` beat `winning` in a trick led in `led`? */
export function beats(challenger: Card, winning: Card, trump: Suit | null, order: RankOrder): boolean {
  const cs = suitOf(challenger);
  const ws = suitOf(winning);
  if (cs === ws) return strength(challenger, order) > strength(winning, order);
  return trump !== null && cs === trump;
}

/** Index in `cards` of the card winning so far. */
export function winningIndex(cards: readonly Card[], trump: Suit | null, order: RankOrder): number {
  let best = 0;
  for (let i = 1; i < cards.length; i++) if (beats(cards[i]!, cards[best]!, trump, order)) best = i;
  return best;
}

export function trickWinner(trick: readonly PlayedCard[], trump: Suit | null, order: RankOrder): string {
  return trick[
    winningIndex(
      trick.map((p) => p.card),
      trump,
      order,
    )
  ]!.player;
}
