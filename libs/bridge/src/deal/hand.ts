// A hand: the cards one player holds, kept in the order of a hand diagram (spades to clubs,
// each suit high to low), so equal hands are equal arrays.
import { DECK, type Card } from '../cards/card';

export type Hand = readonly Card[];

const DECK_ORDER = new Map<Card, number>(DECK.map((card, i) => [card, i]));

export function sortHand(cards: Iterable<Card>): Hand {
  return [...cards].sort((a, b) => DECK_ORDER.get(a)! - DECK_ORDER.get(b)!);
}
