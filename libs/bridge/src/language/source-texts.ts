// The texts the bridge words are taken from (shared/sources; copies sit in test/language/sources so
// that the tests can check every quote wherever the repository is checked out).
import type { LawsEdition } from '../director/laws-edition';

export interface SourceText {
  readonly file: string;
  readonly title: string;
  /** The Laws edition the text is, when it is a Laws text. */
  readonly edition: LawsEdition | null;
}

export const SOURCE_TEXTS = {
  czechLaws: { file: '001_87dbb52f9fa42668.txt', title: 'Pravidla soutěžního bridže 2007 (ČBS)', edition: '2007' },
  slovakLaws: { file: '000_3e08281e9ac2eef5.txt', title: 'Slovak Laws of Duplicate Bridge 1997', edition: '1997' },
  bosnianLaws: {
    file: '004_1cfd130e5caef02f.txt',
    title: 'KODEKS, Bosnian Laws of Duplicate Bridge 1997',
    edition: '1997',
  },
  czechRubber: { file: '003_0d5c92255ff23366.txt', title: 'Bridge (Czech rubber bridge rules)', edition: null },
  // Hungarian has no bridge text: the Ulti rules name the same acts (declarer, pass, trick...) in Hungarian.
  hungarianUlti: { file: '002_5b4c3afc8821ff65.txt', title: 'Ulti rules, MAUSZ 2017', edition: null },
} as const satisfies Record<string, SourceText>;

export type SourceTextKey = keyof typeof SOURCE_TEXTS;
