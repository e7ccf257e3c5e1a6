// Numbers, percentages and times in each language's own way: the site's named number formats
// (src/i18n/formats.ts) through next-intl, and times through the club's clock (club-time.ts) in
// the locale a page in that language writes them in.
import { createFormatter } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { clockLocaleOf, formatInstant } from '../src/components/time/club-time';
import { SITE_FORMATS } from '../src/i18n/formats';
import type { Locale } from '../src/i18n/locales';

// Intl separates with no-break spaces; read as plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const formatter = (locale: Locale) => createFormatter({ locale, formats: SITE_FORMATS, timeZone: 'Europe/Prague' });

describe('numbers and percentages per language', () => {
  const cases: [Locale, string, string, string][] = [
    ['en', '54.32%', '1,234.5', '+3'],
    ['cs', '54,32 %', '1 234,5', '+3'],
    ['sk', '54,32 %', '1 234,5', '+3'],
    ['bs', '54,32%', '1.234,5', '+3'],
    ['hu', '54,32%', '1234,5', '+3'],
  ];
  for (const [locale, percent, points, signed] of cases)
    it(`${locale}: ${percent}, ${points}, ${signed}`, () => {
      const format = formatter(locale);
      expect(plain(format.number(0.54321, 'percent'))).toBe(percent);
      expect(plain(format.number(1234.5, 'points'))).toBe(points);
      expect(plain(format.number(3, 'signed'))).toBe(signed);
    });

  it('a signed score shows its minus and a zero without a sign', () => {
    const format = formatter('cs');
    expect(plain(format.number(-2.5, 'signed'))).toBe('-2,5');
    expect(format.number(0, 'signed')).toBe('0');
  });
});

describe('times per language, in the club zone', () => {
  // 21:30 UTC on Monday 16 November 2026: 22:30 in Prague.
  const published = '2026-11-16T21:30:00.000Z';
  const cases: [Locale, string][] = [
    ['en', '16 Nov 2026, 22:30'],
    ['cs', '16. 11. 2026 22:30'],
    ['sk', '16. 11. 2026, 22:30'],
    ['bs', '16. nov 2026. u 22:30'],
    ['hu', '2026. nov. 16. 22:30'],
  ];
  for (const [locale, written] of cases)
    it(`${locale}: ${written}`, () => {
      const clock = { timeZone: 'Europe/Prague', locale: clockLocaleOf(locale, undefined) };
      expect(plain(formatInstant(published, clock))).toBe(written);
    });
});
