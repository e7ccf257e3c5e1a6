// The catalogue's plurals in each language's own forms (CLDR: cs and sk one/few/many/other, bs
// one/few/other, hu and en one/other), through next-intl as the pages use it.
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../src/i18n/locales';
import { messagesOf } from '../src/i18n/messages';

const counts = (locale: Locale) => {
  const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'counts' });
  return (key: 'boards' | 'players' | 'rounds' | 'appeals', values: number[]) =>
    values.map((count) => t(key, { count }));
};

describe('plural forms', () => {
  it('Czech: one, few (2–4), many (a fraction), other (5 and up)', () => {
    expect(counts('cs')('players', [1, 2, 4, 5, 1.5, 21, 22])).toEqual([
      '1 hráč',
      '2 hráči',
      '4 hráči',
      '5 hráčů',
      '1,5 hráče',
      '21 hráčů',
      '22 hráčů',
    ]);
    expect(counts('cs')('rounds', [1, 3, 7])).toEqual(['1 kolo', '3 kola', '7 kol']);
    // The Czech Laws' word for a deal is the same in every number.
    expect(counts('cs')('boards', [1, 2, 5])).toEqual(['1 rozdání', '2 rozdání', '5 rozdání']);
  });

  it('Slovak: one, few (2–4), many (a fraction), other', () => {
    expect(counts('sk')('boards', [1, 2, 5, 1.5])).toEqual(['1 rozdanie', '2 rozdania', '5 rozdaní', '1,5 rozdania']);
    expect(counts('sk')('players', [1, 3, 10])).toEqual(['1 hráč', '3 hráči', '10 hráčov']);
    expect(counts('sk')('rounds', [1, 2, 5])).toEqual(['1 kolo', '2 kolá', '5 kôl']);
  });

  it('Bosnian: one (1, 21, 31…), few (2–4, 22–24…), other (5–20, 25…)', () => {
    expect(counts('bs')('appeals', [1, 2, 5, 11, 21, 22, 25])).toEqual([
      '1 žalba',
      '2 žalbe',
      '5 žalbi',
      '11 žalbi',
      '21 žalba',
      '22 žalbe',
      '25 žalbi',
    ]);
    expect(counts('bs')('boards', [1, 3, 12])).toEqual(['1 board', '3 boarda', '12 boardova']);
  });

  it('Hungarian: a noun after a number stays singular', () => {
    expect(counts('hu')('boards', [1, 2, 27])).toEqual(['1 leosztás', '2 leosztás', '27 leosztás']);
    expect(counts('hu')('players', [3])).toEqual(['3 játékos']);
  });

  it('English: one and other, the number grouped', () => {
    expect(counts('en')('boards', [1, 2, 1000])).toEqual(['1 board', '2 boards', '1,000 boards']);
  });

  it('every language has every plural message, with the forms its rules use', () => {
    for (const locale of LOCALES) {
      const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const message of Object.values(messagesOf(locale).counts))
        for (const category of needed) expect(message, `${locale}: ${message}`).toContain(`${category} {`);
    }
  });
});
