// A timeline line's summary and an appeal's board score are written by the read model (stored, so
// never rewritten) and still carry a few codes of the record: ruling types, appeal bodies,
// rectification kinds, adjustment kinds, director stages, penalty units, and contracts and cards in
// letters. The page puts each such code, as a whole token, in its words, and suits as symbols.
import { APPEAL_BODY_WORDS } from './appeal-bodies';
import { DIRECTOR_STAGE_WORDS } from './director-stages';
import { PENALTY_UNIT_WORDS } from './penalty-units';
import { RECTIFICATION_WORDS } from './rectifications';
import { RULING_TYPE_WORDS } from './ruling-types';

const CODES: Readonly<Record<string, string>> = {
  ...RECTIFICATION_WORDS,
  ...DIRECTOR_STAGE_WORDS,
  ...APPEAL_BODY_WORDS,
  ...RULING_TYPE_WORDS,
  ...PENALTY_UNIT_WORDS,
  'artificial-percentage': 'artificial (percentage)',
};

// Only codes no sentence contains (hyphenated or CamelCase): 'play' or 'upheld' are already words.
const PATTERN = new RegExp(
  `(?<![\\w-])(${Object.keys(CODES)
    .filter((code) => code.includes('-') || /[a-z][A-Z]/.test(code) || code.startsWith('%'))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\w-])`,
  'g',
);

const SYMBOL = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;
// A contract (`4S`, `3SX`) or a card (`SA`, `D10`) as a token of its own; a law (`12C1c`) is not one.
const CONTRACT = /(?<![\w-])([1-7])([SHDC])(X{0,2})(?![\w-])/g;
const CARD = /(?<![\w-])([SHDC])([AKQJT2-9]|10)(?![\w-])/g;

export function summaryWords(summary: string): string {
  return summary
    .replace(PATTERN, (code) => CODES[code]!)
    .replace(CONTRACT, (_, level: string, suit: keyof typeof SYMBOL, doubled: string) => level + SYMBOL[suit] + doubled)
    .replace(CARD, (_, suit: keyof typeof SYMBOL, rank: string) => SYMBOL[suit] + rank);
}
