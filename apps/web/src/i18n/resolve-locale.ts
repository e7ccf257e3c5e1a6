// Which language a page is written in, without a prefix in the address (every route keeps its
// path): the visitor's choice (the switcher's cookie), else the first language his browser asks
// for that the site speaks, else the club's (CLUB_LANGUAGE). Pure.
// The product keeps no member preferences yet; a member's own setting would come first here.
import { acceptedTags, languageOf } from './accept-language';
import { isLocale, type Locale } from './locales';

export interface LocaleClues {
  /** The `locale` cookie's value, if any (anything else than a site language is ignored). */
  readonly cookie?: string | null | undefined;
  /** The request's Accept-Language header. */
  readonly acceptLanguage?: string | null | undefined;
  /** The club's language (CLUB_LANGUAGE). */
  readonly clubLanguage: Locale;
}

export function resolveLocale({ cookie, acceptLanguage, clubLanguage }: LocaleClues): Locale {
  if (isLocale(cookie)) return cookie;
  const asked = acceptedTags(acceptLanguage).map(languageOf).find(isLocale);
  return asked ?? clubLanguage;
}
