// Ulti in its own Hungarian terms, each with English help on hover and for screen readers (the
// words themselves: src/words/ulti-terms.ts).
import { useTranslations } from 'next-intl';
import { ULTI_TERM_HELP, WORDS } from '../../words/ulti-terms';

export { WORDS };

export function Word({ word }: { word: keyof typeof WORDS }) {
  const t = useTranslations('ultiWordHelp');
  return <abbr title={t(word)}>{WORDS[word][0]}</abbr>;
}

/** The parts of an engine id (`4-asz, ultimo`), each with what goes before it: a space, or a list's comma. */
const termParts = (text: string) =>
  text
    .split(', ')
    .flatMap((group, g) => group.split('-').map((part, i) => ({ part, before: i > 0 ? ' ' : g > 0 ? ', ' : '' })));

/** The plain words of an Ulti term, for places that hold only text (a select's options): `piros-4-asz` → piros 4 ász. */
export const ultiTermText = (text: string) =>
  termParts(text)
    .map(({ part, before }) => before + (ULTI_TERM_HELP[part]?.[0] ?? part))
    .join('');

/** `piros-40-100` → piros 40 100, each part with its English help; a list (`4-asz, ultimo`) keeps its commas. */
export function UltiTerm({ text }: { text: string }) {
  const t = useTranslations('ultiTermHelp');
  // The help in the page's language; a part the catalogue lacks keeps the words file's English.
  const helpOf = (part: string) => (t.has(part as 'piros') ? t(part as 'piros') : ULTI_TERM_HELP[part]?.[1]);
  const parts = termParts(text);
  return (
    <span className="ulti-term">
      {parts.map(({ part, before }, i) => {
        const help = ULTI_TERM_HELP[part];
        return (
          <span key={i}>
            {before}
            {help ? <abbr title={helpOf(part)}>{help[0]}</abbr> : part}
          </span>
        );
      })}
    </span>
  );
}

/** Forints with a sign, as a ledger shows them. */
export const forints = (n: number) => (n > 0 ? `+${n}` : String(n));
