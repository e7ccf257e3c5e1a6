// The languages the site speaks (CLUB_LANGUAGE names one of them), each named in its own words
// for the switcher, and the cookie that keeps a visitor's choice. Pure: the server and the browser share it.
import { SITE_LANGUAGES, type SiteLanguage } from '@club/settings/defaults';

export const LOCALES = SITE_LANGUAGES;
export type Locale = SiteLanguage;

/** The language every message falls back to (the catalogue's source). */
export const SOURCE_LOCALE: Locale = 'en';

/** The cookie the language switcher sets; read before the browser's Accept-Language. */
export const LOCALE_COOKIE = 'locale';

/** Each language in its own words: a reader finds his own whatever language the page is in. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  cs: 'Čeština',
  sk: 'Slovenčina',
  bs: 'Bosanski',
  hu: 'Magyar',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
