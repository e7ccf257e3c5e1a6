// Which language a page is in (src/i18n/resolve-locale.ts): the member's own setting, the switcher's cookie, else the first
// language the browser asks for that the site speaks, else the club's; and the locale its times are
// written in (clockLocaleOf): the browser's own style when it asks for the page's language.
import { describe, expect, it } from 'vitest';
import { clockLocaleOf } from '../src/components/time/club-time';
import { acceptedTags } from '../src/i18n/accept-language';
import { resolveLocale } from '../src/i18n/resolve-locale';

describe('the language of a page', () => {
  it('given a signed-in member who saved his language, when he comes with any cookie or browser, then the page is in his language', () => {
    expect(resolveLocale({ memberLanguage: 'cs', acceptLanguage: 'en-GB,en;q=0.9', clubLanguage: 'en' })).toBe('cs');
    expect(resolveLocale({ memberLanguage: 'hu', cookie: 'sk', acceptLanguage: 'cs', clubLanguage: 'bs' })).toBe('hu');
  });

  it('given no saved language (signed out, or never chosen), when the page is asked for, then the cookie decides as before', () => {
    expect(resolveLocale({ memberLanguage: null, cookie: 'sk', acceptLanguage: 'hu', clubLanguage: 'cs' })).toBe('sk');
    expect(resolveLocale({ memberLanguage: 'de', acceptLanguage: 'bs', clubLanguage: 'en' })).toBe('bs');
  });

  it("the visitor's choice (the cookie) comes first, whatever his browser asks and the club says", () => {
    expect(resolveLocale({ cookie: 'sk', acceptLanguage: 'hu-HU,hu;q=0.9', clubLanguage: 'cs' })).toBe('sk');
    expect(resolveLocale({ cookie: 'en', acceptLanguage: 'cs', clubLanguage: 'cs' })).toBe('en');
  });

  it('a cookie naming no language of the site is ignored', () => {
    expect(resolveLocale({ cookie: 'de', acceptLanguage: 'bs-BA', clubLanguage: 'en' })).toBe('bs');
    expect(resolveLocale({ cookie: '', acceptLanguage: null, clubLanguage: 'hu' })).toBe('hu');
  });

  it("without a choice, the browser's most preferred language the site speaks, its region set aside", () => {
    expect(resolveLocale({ acceptLanguage: 'cs-CZ,cs;q=0.9,en;q=0.8', clubLanguage: 'en' })).toBe('cs');
    expect(resolveLocale({ acceptLanguage: 'de-AT, hu;q=0.7, en;q=0.5', clubLanguage: 'en' })).toBe('hu');
    expect(resolveLocale({ acceptLanguage: 'en;q=0.4, sk;q=0.8', clubLanguage: 'cs' })).toBe('sk');
    expect(resolveLocale({ acceptLanguage: 'HU-hu', clubLanguage: 'en' })).toBe('hu');
  });

  it("the club's language when the browser asks for none the site speaks, or for nothing", () => {
    expect(resolveLocale({ acceptLanguage: 'de-DE,fr;q=0.5', clubLanguage: 'cs' })).toBe('cs');
    expect(resolveLocale({ acceptLanguage: 'hu;q=0, *', clubLanguage: 'bs' })).toBe('bs');
    expect(resolveLocale({ acceptLanguage: undefined, clubLanguage: 'en' })).toBe('en');
  });

  it('reads the Accept-Language ranges by quality, then order, leaving out * and refused ones', () => {
    expect(acceptedTags('en;q=0.5, de-AT, fr;q=0, *;q=0.9, hu;q=0.5')).toEqual(['de-AT', 'en', 'hu']);
    expect(acceptedTags('')).toEqual([]);
  });
});

describe('the locale a page writes its times in', () => {
  it("the browser's own style when it asks for the page's language", () => {
    expect(clockLocaleOf('hu', 'hu-HU,hu;q=0.9')).toBe('hu-HU');
    expect(clockLocaleOf('en', 'en-US')).toBe('en-US');
  });

  it("the page's language when the visitor chose another than his browser's", () => {
    expect(clockLocaleOf('cs', 'hu-HU,hu;q=0.9')).toBe('cs');
    expect(clockLocaleOf('bs', 'en-US')).toBe('bs');
  });

  it('English without an English browser is written the British way, as with no header', () => {
    expect(clockLocaleOf('en', 'de-AT')).toBe('en-GB');
    expect(clockLocaleOf('en', undefined)).toBe('en-GB');
  });
});
