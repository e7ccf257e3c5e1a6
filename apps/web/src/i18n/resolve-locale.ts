// Which language a page is written in, without a prefix in the address (every route keeps its
// path): the signed-in member's own setting (saved on his club stream, so it follows him to any
// browser), else the visitor's choice (the switcher's cookie), else the first language his browser
// asks for that the site speaks, else the club's (CLUB_LANGUAGE). Pure.
import { acceptedTags, languageOf } from './accept-language';
import { isLocale, type Locale } from './locales';

export interface LocaleClues {
  /** The signed-in member's own language setting, if he has one (null when signed out or never chosen). */
  readonly memberLanguage?: string | null | undefined;
  /** The `locale` cookie's value, if any (anything else than a site language is ignored). */
  readonly cookie?: string | null | undefined;
  /** The request's Accept-Language header. */
  readonly acceptLanguage?: string | null | undefined;
  /** The club's language (CLUB_LANGUAGE). */
  readonly clubLanguage: Locale;
}

export function resolveLocale({ memberLanguage, cookie, acceptLanguage, clubLanguage }: LocaleClues): Locale {
  if (isLocale(memberLanguage)) return memberLanguage;
  if (isLocale(cookie)) return cookie;
  const asked = acceptedTags(acceptLanguage).map(languageOf).find(isLocale);
  return asked ?? clubLanguage;
}
