// Suits, ranks and cards in words: what a screen reader says for a suit symbol (♠ "spades", "pik"), a
// card (♠Q "queen of spades", "pik dáma") or a suit's holding in a hand diagram ("ace, king, ten").
// The suits, honours and tens are the bridge glossary's words (libs/bridge src/language:
// `suitInWords`, `rankInWords`, `cardInWords`); a void and the bidding box's strain and doubling
// keys are the catalogue's (messages/cards). English spells the spot cards out, as it always has;
// the other languages keep their digits, which a screen reader says in the page's language.
import { cardInWords, rankInWords, suitInWords, type Card } from '@club/bridge';
import { createTranslator } from 'next-intl';
import en from '../../messages/cards/en.json';
import type { Locale } from '../i18n/locales';
import type { Say } from './say';

export type SuitLetter = 'S' | 'H' | 'D' | 'C';
/** A card's rank as the engine writes it (T for ten); '10' is read as ten too. */
export type RankLetter = 'A' | 'K' | 'Q' | 'J' | 'T' | '9' | '8' | '7' | '6' | '5' | '4' | '3' | '2';
/** The catalogue's card words (namespace cards). */
export type CardWordsKey = 'void' | 'noTrumps' | 'doubled' | 'redoubled';

const SUITS: readonly SuitLetter[] = ['S', 'H', 'D', 'C'];
const RANKS: readonly RankLetter[] = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];
const isRank = (rank: string): rank is RankLetter => (RANKS as readonly string[]).includes(rank);
/** '10' as the engine writes it. */
const rankLetterOf = (rank: string) => (rank === '10' ? 'T' : rank);

const suitsIn = (locale: Locale) =>
  Object.fromEntries(SUITS.map((suit) => [suit, suitInWords(suit, locale)])) as Record<SuitLetter, string>;

export const SUIT_WORDS: Readonly<Record<SuitLetter, string>> = suitsIn('en');

export const RANK_WORDS: Readonly<Record<RankLetter, string>> = {
  A: rankInWords('A', 'en'),
  K: rankInWords('K', 'en'),
  Q: rankInWords('Q', 'en'),
  J: rankInWords('J', 'en'),
  T: rankInWords('T', 'en'),
  '9': 'nine',
  '8': 'eight',
  '7': 'seven',
  '6': 'six',
  '5': 'five',
  '4': 'four',
  '3': 'three',
  '2': 'two',
};

/** A page's card words, in its language. */
export interface CardWords {
  /** The suit's name: 'spades', 'pik'. */
  readonly suits: Readonly<Record<SuitLetter, string>>;
  /** A rank as written on a page ('T' or '10', 'Q'…) in words; an unknown one as it is. */
  readonly rank: (rank: string) => string;
  /** 'queen of spades', 'pik dáma'. */
  readonly card: (suit: SuitLetter, rank: string) => string;
  /** A suit's cards in a hand ('AKT5' or 'AK105'): 'ace, king, ten, five'. */
  readonly holding: (cards: string) => string;
  /** A hand holding no card of the suit. */
  readonly void: string;
  /** A strain button's name starts with what it shows ('NT'), then says it: 'NT, no trumps'. */
  readonly noTrumps: string;
  readonly doubled: string;
  readonly redoubled: string;
}

/** The card words of a page in `locale`, its catalogue words from `say` (namespace cards). */
export function cardWordsIn(locale: Locale, say: Say<CardWordsKey>): CardWords {
  const rank = (written: string): string => {
    const letter = rankLetterOf(written);
    if (!isRank(letter)) return written;
    return locale === 'en' ? RANK_WORDS[letter] : rankInWords(letter, locale);
  };
  const suits = locale === 'en' ? SUIT_WORDS : suitsIn(locale);
  return {
    suits,
    rank,
    card: (suit, written) => {
      const letter = rankLetterOf(written);
      if (locale === 'en') return `${rank(written)} of ${suits[suit]}`;
      return isRank(letter) ? cardInWords(`${suit}${letter}` as Card, locale) : `${suits[suit]} ${written}`;
    },
    holding: (cards) => (cards.match(/10|[AKQJT2-9]/g) ?? []).map(rank).join(', '),
    void: say('void'),
    noTrumps: say('noTrumps'),
    doubled: say('doubled'),
    redoubled: say('redoubled'),
  };
}

/** The English card words, for the callers with no page language. */
export const CARD_WORDS: CardWords = cardWordsIn(
  'en',
  createTranslator({ locale: 'en', messages: en, namespace: 'cards' }),
);

/** A rank as written on a page ('T' or '10', 'Q'…) in English words; an unknown one as it is. */
export const rankWords = CARD_WORDS.rank;
