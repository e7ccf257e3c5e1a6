// Card points (§4(A)(2)): each ace and ten 10, the last trick 10; 90 in a deal.
import { rankOf, type Card } from './card';

export const LAST_TRICK_BONUS = 10;

export function cardPoints(card: Card): number {
  const rank = rankOf(card);
  return rank === 'A' || rank === '10' ? 10 : 0;
}

export function sumCardPoints(cards: readonly Card[]): number {
  return cards.reduce((sum, c) => sum + cardPoints(c), 0);
}
