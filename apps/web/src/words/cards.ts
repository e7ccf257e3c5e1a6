// Suits, ranks and cards in words: what a screen reader says for a suit symbol (♠ "spades"), a card
// (♠Q "queen of spades") or a suit's holding in a hand diagram ("ace, king, ten"). English for now;
// a translation gives the same keys. The suits and honours are the bridge glossary's words
// (libs/bridge src/language, which has them in every language); the spot cards' words are the site's.
import { rankInWords, suitInWords } from '@club/bridge';

export type SuitLetter = 'S' | 'H' | 'D' | 'C';
/** A card's rank as the engine writes it (T for ten); '10' is read as ten too. */
export type RankLetter = 'A' | 'K' | 'Q' | 'J' | 'T' | '9' | '8' | '7' | '6' | '5' | '4' | '3' | '2';

export const SUIT_WORDS: Readonly<Record<SuitLetter, string>> = {
  S: suitInWords('S', 'en'),
  H: suitInWords('H', 'en'),
  D: suitInWords('D', 'en'),
  C: suitInWords('C', 'en'),
};

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

/** A rank as written on a page ('T' or '10', 'Q'…) in words; an unknown one as it is. */
export const rankWords = (rank: string): string => RANK_WORDS[(rank === '10' ? 'T' : rank) as RankLetter] ?? rank;

export const CARD_WORDS = {
  /** 'queen of spades'. */
  card: (suit: SuitLetter, rank: string) => `${rankWords(rank)} of ${SUIT_WORDS[suit]}`,
  /** A suit's cards in a hand ('AKT5' or 'AK105'): 'ace, king, ten, five'. */
  holding: (cards: string) => (cards.match(/10|[AKQJT2-9]/g) ?? []).map(rankWords).join(', '),
  /** A hand holding no card of the suit. */
  void: 'none',
  /** A strain button's name starts with what it shows ('NT'), then says it: 'NT, no trumps'. */
  noTrumps: 'NT, no trumps',
  doubled: 'X, doubled',
  redoubled: 'XX, redoubled',
} as const;
