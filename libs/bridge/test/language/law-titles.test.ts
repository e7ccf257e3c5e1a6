// Law titles in each language and edition (issue 16): each as its source text prints it, and a title
// for every Law the law picker offers in every language, from the nearest book where a language has none.
import { SITE_LOCALES } from '@club/events';
import { describe, expect, test } from 'vitest';
import {
  ENGLISH_LAW_TITLES_1997,
  ENGLISH_LAW_TITLES_2007,
  LAW_TITLE_BOOKS,
  LAW_TITLES,
  lawNumberOf,
  lawTitle,
  printedText,
  titleText,
  type LawsEdition,
} from '../../src';
import { normalise, sourceText } from './source-text';

const EDITIONS: readonly LawsEdition[] = ['1997', '2007'];
const LAWS = Array.from({ length: 93 }, (_, i) => i + 1);

describe('each title as its source text prints it', () => {
  for (const book of LAW_TITLE_BOOKS.filter((b) => b.source !== null)) {
    test(`${book.locale} ${book.edition}: every title is in ${book.source?.file}`, () => {
      const text = sourceText(book.source!);
      const absent = Object.entries(book.titles).filter(([, t]) => !text.includes(normalise(printedText(t))));
      expect(absent).toEqual([]);
    });

    test(`${book.locale} ${book.edition}: Laws 1–93, but those the text leaves out`, () => {
      const missing = Object.keys(book.missing ?? {}).map(Number);
      expect(Object.keys(book.titles).map(Number)).toEqual(LAWS.filter((law) => !missing.includes(law)));
    });
  }

  test('a corrected misprint differs from the print, which the source has', () => {
    const corrected = LAW_TITLE_BOOKS.flatMap((b) => Object.values(b.titles)).filter((t) => typeof t !== 'string');
    expect(corrected.length).toBeGreaterThan(0);
    for (const title of corrected) expect(normalise(titleText(title))).not.toBe(normalise(printedText(title)));
  });

  test('the edition markers the spec names (bridge-laws.md §0.1) are the books’ titles', () => {
    expect(lawTitle(23, 'cs', '2007').title).toBe('Možné poškození');
    expect(lawTitle(10, 'sk', '1997').title).toBe('Stanovenie pokuty');
    expect(lawTitle(11, 'sk', '1997').title).toBe('Zánik práva pokutovať');
    expect(lawTitle(10, 'bs', '1997').title).toBe('Određivanje kazne');
    expect(lawTitle(23, 'bs', '1997').title).toBe('Kazneni pass rezultira štetom');
  });

  test('English: the titles the spec quotes', () => {
    expect(ENGLISH_LAW_TITLES_2007.titles[23]).toBe('Awareness of potential damage');
    expect(ENGLISH_LAW_TITLES_1997.titles[35]).toBe('Inadmissible call condoned');
    expect(ENGLISH_LAW_TITLES_1997.titles[75]).toBe('Partnership agreements');
    expect(Object.keys(ENGLISH_LAW_TITLES_1997.titles).map(Number)).toEqual(LAWS);
  });
});

describe('lawTitle(law, locale, edition)', () => {
  test('every Law the law picker offers has a title in every language and edition', () => {
    for (const [reference] of LAW_TITLES)
      for (const locale of SITE_LOCALES)
        for (const edition of EDITIONS) {
          const { title, law } = lawTitle(reference, locale, edition);
          expect(title.length, `${reference} ${locale} ${edition}`).toBeGreaterThan(0);
          expect(law).toBe(lawNumberOf(reference));
        }
  });

  test("a language's own edition answers in that language, but the Laws its text leaves out", () => {
    const own = [
      ['cs', '2007'],
      ['sk', '1997'],
      ['bs', '1997'],
      ['en', '2007'],
      ['en', '1997'],
    ] as const;
    for (const [locale, edition] of own)
      for (const law of LAWS) {
        const answer = lawTitle(law, locale, edition);
        const expected = locale === 'sk' && (law === 90 || law === 91) ? 'en' : locale;
        expect(answer.locale, `${locale} ${edition} Law ${law}`).toBe(expected);
      }
  });

  test('the nearest book of the same edition answers, and says which it is', () => {
    expect(lawTitle('90B2', 'sk', '1997')).toMatchObject({ locale: 'en', title: 'Procedural penalties' });
    expect(lawTitle(23, 'cs', '1997')).toMatchObject({
      locale: 'sk',
      title: 'Poškodzujúci vynútený pas',
      source: '000_3e08281e9ac2eef5.txt',
    });
    expect(lawTitle(23, 'sk', '2007')).toMatchObject({ locale: 'cs', title: 'Možné poškození', edition: '2007' });
    expect(lawTitle(23, 'bs', '2007')).toMatchObject({ locale: 'en', title: 'Awareness of potential damage' });
    expect(lawTitle(12, 'hu')).toMatchObject({
      locale: 'en',
      edition: '2007',
      title: "Director's discretionary powers",
    });
  });

  test('a law reference is read by its number; anything else is refused naming it', () => {
    expect(lawTitle('12C1a', 'cs').title).toBe('Volné rozhodování vedoucího');
    expect(lawTitle('27B1a', 'bs', '1997').title).toBe('Nedostatan licit');
    expect(() => lawTitle('94', 'cs')).toThrow("law: '94' is not a Law of 1–93");
    expect(() => lawTitle('C12', 'cs')).toThrow("law: 'C12' is not a Law of 1–93");
  });
});
