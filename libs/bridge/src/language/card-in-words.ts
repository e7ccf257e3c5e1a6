// A card or suit as words, for screen readers ("pik dáma", "kőr ász", "queen of spades"), in the
// glossary's words: the suit first as the club's languages say a card, English rank "of" suit.
// The spot cards 2–9 stay digits (a screen reader says them in the page's language); the ten and
// the honours are the sources' words (Law 1's list and the honour definition).
import type { SiteLocale } from '@club/events';
import { rankOf, suitOf, type Card, type Rank, type Suit } from '../cards/card';
import type { BridgeTerm } from './bridge-terms';
import { bridgeWord } from './glossary';

const SUIT_TERMS: Readonly<Record<Suit, BridgeTerm>> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK_TERMS: Readonly<Partial<Record<Rank, BridgeTerm>>> = {
  A: 'ace',
  K: 'king',
  Q: 'queen',
  J: 'jack',
  T: 'ten',
};

export function suitInWords(suit: Suit, locale: SiteLocale): string {
  return bridgeWord(SUIT_TERMS[suit], locale);
}

export function rankInWords(rank: Rank, locale: SiteLocale): string {
  const term = RANK_TERMS[rank];
  return term ? bridgeWord(term, locale) : rank;
}

export function cardInWords(card: Card, locale: SiteLocale): string {
  const suit = suitInWords(suitOf(card), locale);
  const rank = rankInWords(rankOf(card), locale);
  return locale === 'en' ? `${rank} of ${suit}` : `${suit} ${rank}`;
}
