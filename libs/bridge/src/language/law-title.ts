// A Law's title in the page's language and the tournament's edition (issue 16: the law picker shows
// each Law's number and title in the page's language and edition). Each language has the edition of
// its source text: Czech 2007, Slovak and Bosnian 1997, English both; Hungarian has no Laws text.
// When a language has no title for that edition (or its text leaves the Law out), the nearest book of
// the same edition answers: the sister language first (Czech and Slovak read each other), then
// English. The answer says which language and source it is, so a page can mark it.
import type { SiteLocale } from '@club/events';
import { DEFAULT_LAWS_EDITION, type LawsEdition } from '../director/laws-edition';
import { titleText, type LawTitleBook } from './law-title-book';
import { BOSNIAN_LAW_TITLES } from './law-titles-bs';
import { CZECH_LAW_TITLES } from './law-titles-cs';
import { ENGLISH_LAW_TITLES_1997, ENGLISH_LAW_TITLES_2007 } from './law-titles-en';
import { SLOVAK_LAW_TITLES } from './law-titles-sk';

export const LAW_TITLE_BOOKS: readonly LawTitleBook[] = [
  CZECH_LAW_TITLES,
  SLOVAK_LAW_TITLES,
  BOSNIAN_LAW_TITLES,
  ENGLISH_LAW_TITLES_2007,
  ENGLISH_LAW_TITLES_1997,
];

/** The languages asked, in order, for a page in each language. */
export const NEAREST_LAW_TITLES: Readonly<Record<SiteLocale, readonly SiteLocale[]>> = {
  cs: ['cs', 'sk', 'en'],
  sk: ['sk', 'cs', 'en'],
  bs: ['bs', 'en'],
  hu: ['en'],
  en: ['en'],
};

export const LAW_NUMBERS = { first: 1, last: 93 } as const;

export interface LawTitle {
  readonly law: number;
  readonly title: string;
  /** The language of the title: not the page's when the page's language has no title for this Law. */
  readonly locale: SiteLocale;
  readonly edition: LawsEdition;
  /** The source text's file, or where the title comes from when no source text has it. */
  readonly source: string;
}

/** The Law number of a reference: `12C1a` → 12. Throws naming the reference when it is not a Law of 1–93. */
export function lawNumberOf(reference: number | string): number {
  const law = typeof reference === 'number' ? reference : Number(/^\s*(\d+)/.exec(reference)?.[1] ?? NaN);
  if (!Number.isInteger(law) || law < LAW_NUMBERS.first || law > LAW_NUMBERS.last)
    throw new RangeError(`law: '${reference}' is not a Law of 1–93`);
  return law;
}

export function lawTitle(
  reference: number | string,
  locale: SiteLocale,
  edition: LawsEdition = DEFAULT_LAWS_EDITION,
): LawTitle {
  const law = lawNumberOf(reference);
  for (const language of NEAREST_LAW_TITLES[locale]) {
    const book = LAW_TITLE_BOOKS.find((b) => b.locale === language && b.edition === edition);
    const title = book?.titles[law];
    if (book && title !== undefined)
      return { law, title: titleText(title), locale: language, edition, source: sourceOf(book) };
  }
  throw new RangeError(`law: Law ${law} has no title in the ${edition} edition`);
}

function sourceOf(book: LawTitleBook): string {
  return book.source?.file ?? book.origin ?? 'unknown';
}
