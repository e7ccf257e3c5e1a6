// The words a page in another language may show as English shows them (the translation crawl,
// untranslated-words.ts): Ulti's terms (Hungarian in every language), the glossary's words of that
// language (some are the English word: Bosnian "board", Hungarian "rubber"), the languages' own
// names (the switcher), and the few words below that each language writes as English does. The
// club's own data (names of members, sessions, leagues) is taken from the club file by the crawl.
// A word of the Hungarian Ulti rules (002, in libs/bridge/test/language/sources) is not taken for
// English: the Ulti pages quote them in every language, and their words are often plain letters
// ("meg", "az", "ha"). A few English words are among them ("is", "be"); a run of English is still
// found by its other words.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRIDGE_GLOSSARY } from '@club/bridge';
import { ULTI_GLOSSARY, ULTI_RULES_SOURCE } from '@club/ulti';
import { LANGUAGE_NAMES, type Locale } from '../../src/i18n/locales';

/** Words every language writes as English does, each with why. */
const SAME_IN_EVERY_LANGUAGE: Readonly<Record<string, string>> = {
  ulti: 'the game, Hungarian',
  mitchell: "a movement's name (Mitchell), a proper name",
  howell: "a movement's name (Howell), a proper name",
  pbn: 'the file format',
  usebio: 'the file format',
  lin: 'the file format',
  csv: 'the file format',
  forint: "the Hungarian currency, in which Ulti's settlements are counted",
  bedob: 'bedobás (a hand thrown in), as the Ulti score sheet abbreviates it',
};

/** Words only these languages write as English does. */
const SAME_IN: Readonly<Partial<Record<Locale, Readonly<Record<string, string>>>>> = {
  cs: {
    role: 'Czech "role" (a member\'s role; the same word as English)',
    import: 'Czech "import" (of a file)',
    export: 'Czech "export" (of a file)',
    text: 'Czech "text"',
  },
  sk: { import: 'Slovak "import" (of a file)', export: 'Slovak "export" (of a file)', text: 'Slovak "text"' },
  bs: { status: 'Bosnian "status" (where a thing stands)' },
};

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];

const SOURCES = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../libs/bridge/test/language/sources');
let ultiRulesWords: ReadonlySet<string> | undefined;

/** Every word of the Hungarian Ulti rules (lower case), read once. */
function wordsOfUltiRules(): ReadonlySet<string> {
  ultiRulesWords ??= new Set(wordsOf(readFileSync(join(SOURCES, ULTI_RULES_SOURCE.file), 'utf8')));
  return ultiRulesWords;
}

/** The words a page in `locale` may show as the English page does. */
export function allowedWordsOf(locale: Locale): Set<string> {
  return new Set([
    ...Object.keys(SAME_IN_EVERY_LANGUAGE),
    ...Object.keys(SAME_IN[locale] ?? {}),
    ...Object.values(ULTI_GLOSSARY).flatMap((term) => wordsOf(term.word)),
    ...Object.values(BRIDGE_GLOSSARY[locale]).flatMap((entry) => wordsOf(entry.word)),
    ...Object.values(LANGUAGE_NAMES).flatMap(wordsOf),
    ...wordsOfUltiRules(),
  ]);
}
