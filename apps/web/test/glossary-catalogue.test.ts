// The catalogue names the bridge and Ulti terms with the glossary's words (libs/bridge and libs/ulti
// `src/language`, docs/glossary.md): each message below names the term it is mapped to, in every
// language, in the glossary's word or an inflection of it ("vedoucího soutěže" for "vedoucí
// soutěže"; a Hungarian compound holds it: "főversenyvezető"). The shell's, the appeals' and the
// Ulti pages' messages; add a line when a message names a term. (The Ulti pages' dealer and
// declarer are Ulti's, not bridge's: the Bosnian Ulti page says "djelitelj" where the Laws say
// "dealer".)
import { bridgeWord, type BridgeTerm } from '@club/bridge';
import { ultiTerm, type UltiGlossaryTerm } from '@club/ulti';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/i18n/locales';
import { ownMessagesOf } from '../src/i18n/messages';

type Term = { readonly bridge: BridgeTerm } | { readonly ulti: UltiGlossaryTerm };

const NAMES_TERM: Readonly<Record<string, Term>> = {
  'nav.director': { bridge: 'director' },
  'roles.director': { bridge: 'director' },
  'appealsCase.directorSteps': { bridge: 'director' },
  'appealsBody.chief-director': { bridge: 'director' },
  'nav.rubber': { bridge: 'rubber' },
  'nav.appeals': { bridge: 'appeal' },
  'appealsList.appeal': { bridge: 'appeal' },
  'appealsLodge.submit': { bridge: 'appeal' },
  'roles.appeals-committee': { bridge: 'appealsCommittee' },
  'appealsBody.appeals-committee': { bridge: 'appealsCommittee' },
  'appealsList.board': { bridge: 'board' },
  'cards.doubled': { bridge: 'double' },
  'cards.redoubled': { bridge: 'redouble' },
  'roles.ulti-jury': { ulti: 'zsuri' },
  'ultiSession.juryHeading': { ulti: 'zsuri' },
};

type Tree = { readonly [key: string]: string | Tree };
const messageAt = (tree: Tree, key: string): string | undefined => {
  const [namespace, ...rest] = key.split('.');
  const value = (tree[namespace!] as Tree | undefined)?.[rest.join('.')];
  return typeof value === 'string' ? value : undefined;
};

/** The letters a word keeps in its inflections: all but its last two (its ending), at least three. */
const stemOf = (word: string) => (word.length <= 4 ? word : word.slice(0, Math.max(3, word.length - 2)));

/** Does `message` name `word`: its words in a row, each one holding the word's stem? */
function namesWord(message: string, word: string): boolean {
  const said = message.toLocaleLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];
  const stems = word.toLocaleLowerCase().split(/\s+/).map(stemOf);
  return said.some((_, at) => stems.every((stem, i) => said[at + i]?.includes(stem)));
}

describe('the catalogue and the glossary', () => {
  it('given an inflected or compound form, then it names the word; another word does not', () => {
    expect(namesWord('Kroky vedoucího soutěže', 'vedoucí soutěže')).toBe(true);
    expect(namesWord('Kroky vedoucího', 'vedoucí soutěže')).toBe(false);
    expect(namesWord('főversenyvezető', 'versenyvezető')).toBe(true);
    expect(namesWord('A versenyigazgató lépései', 'versenyvezető')).toBe(false);
  });

  for (const locale of LOCALES)
    it(`names each term in ${locale} with the glossary's word`, () => {
      const messages = ownMessagesOf(locale);
      const wrong = Object.entries(NAMES_TERM).flatMap(([key, term]) => {
        const message = messageAt(messages, key);
        if (message === undefined) return [`${key}: no message`];
        const word = 'bridge' in term ? bridgeWord(term.bridge, locale) : ultiTerm(term.ulti, locale).word;
        return namesWord(message, word) ? [] : [`${key}: "${message}" does not name "${word}"`];
      });
      expect(wrong).toEqual([]);
    });
});
