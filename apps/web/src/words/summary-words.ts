// A timeline line's summary is written by the read model (stored, so never rewritten) and still
// carries a few codes of the record: ruling types, appeal bodies and outcomes, rectification kinds,
// adjustment kinds, director stages. The page puts each such code, as a whole token, in its words.
import { APPEAL_BODY_WORDS } from './appeal-bodies';
import { DIRECTOR_STAGE_WORDS } from './director-stages';
import { RECTIFICATION_WORDS } from './rectifications';
import { RULING_TYPE_WORDS } from './ruling-types';

const CODES: Readonly<Record<string, string>> = {
  ...RECTIFICATION_WORDS,
  ...DIRECTOR_STAGE_WORDS,
  ...APPEAL_BODY_WORDS,
  ...RULING_TYPE_WORDS,
  'artificial-percentage': 'artificial (percentage)',
};

// Only codes no sentence contains (hyphenated or CamelCase): 'play' or 'upheld' are already words.
const PATTERN = new RegExp(
  `(?<![\\w-])(${Object.keys(CODES)
    .filter((code) => code.includes('-') || /[a-z][A-Z]/.test(code))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\w-])`,
  'g',
);

export function summaryWords(summary: string): string {
  return summary.replace(PATTERN, (code) => CODES[code]!);
}
