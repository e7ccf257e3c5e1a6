// The glossary (issue 16): every word claimed from a source is in that source (its quote in the text,
// the word or its printed form in the quote), and a word claimed "not in the sources" is indeed not in
// its language's texts (or is there only in another sense, quoted).
import { SITE_LOCALES, type SiteLocale } from '@club/events';
import { describe, expect, test } from 'vitest';
import { BRIDGE_GLOSSARY, BRIDGE_TERMS, bridgeWord, SOURCE_TEXTS, type SourceTextKey } from '../../src';
import { normalise, sourceText } from './source-text';

/** The texts in each language: a word "not in the sources" must be in none of them. */
const TEXTS_IN: Readonly<Record<SiteLocale, readonly SourceTextKey[]>> = {
  cs: ['czechLaws', 'czechRubber'],
  sk: ['slovakLaws'],
  bs: ['bosnianLaws'],
  hu: ['hungarianUlti'],
  en: [],
};

const entries = SITE_LOCALES.flatMap((locale) =>
  BRIDGE_TERMS.map((term) => ({ locale, term, entry: BRIDGE_GLOSSARY[locale][term] })),
);

describe('the bridge glossary', () => {
  test('every language has a word for every term', () => {
    for (const locale of SITE_LOCALES) {
      expect(Object.keys(BRIDGE_GLOSSARY[locale]).sort()).toEqual([...BRIDGE_TERMS].sort());
      for (const term of BRIDGE_TERMS) expect(bridgeWord(term, locale).trim().length).toBeGreaterThan(0);
    }
  });

  test('a word from a source: its quote is in the source, and the word (or its printed form) in the quote', () => {
    const wrong = entries.flatMap(({ locale, term, entry }) => {
      if (entry.from === null) return [];
      const text = sourceText(SOURCE_TEXTS[entry.from]);
      const quote = normalise(entry.quote);
      const problems = [];
      if (!text.includes(quote)) problems.push(`${locale} ${term}: quote not in ${entry.from}`);
      if (!quote.includes(normalise(entry.as ?? entry.word)))
        problems.push(`${locale} ${term}: '${entry.as ?? entry.word}' not in its quote`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  test('a word not in the sources says what is nearest, and is not in its language’s texts', () => {
    const wrong = entries.flatMap(({ locale, term, entry }) => {
      if (entry.from !== null) return [];
      if (entry.nearest.trim() === '') return [`${locale} ${term}: no nearest`];
      if (entry.otherSense !== undefined)
        return TEXTS_IN[locale].some((key) => sourceText(SOURCE_TEXTS[key]).includes(normalise(entry.otherSense!)))
          ? []
          : [`${locale} ${term}: its other sense is not in the texts`];
      const word = new RegExp(`(^|[^\\p{L}])${normalise(entry.word)}($|[^\\p{L}])`, 'u');
      return TEXTS_IN[locale]
        .filter((key) => word.test(sourceText(SOURCE_TEXTS[key])))
        .map((key) => `${locale} ${term}: '${entry.word}' is in ${key}`);
    });
    expect(wrong).toEqual([]);
  });

  test('the source words the spec names for these terms (bridge-laws.md §0.4)', () => {
    expect(Object.fromEntries(SITE_LOCALES.map((l) => [l, bridgeWord('dummy', l)]))).toEqual({
      cs: 'tichý hráč',
      sk: 'tichý hráč',
      bs: 'mrtvac',
      hu: 'asztal',
      en: 'dummy',
    });
    expect(bridgeWord('revoke', 'bs')).toBe('renons');
    expect(bridgeWord('appealsCommittee', 'bs')).toBe('žiri');
    expect(bridgeWord('vulnerable', 'cs')).toBe('ve druhé hře');
  });
});
