// The club's language (CLUB_LANGUAGE), shared by server.ts (which reads the settings) with the
// Next bundle, as the club's time zone is (../server/club-time-zone.ts).
import { DEFAULT_SITE_LANGUAGE } from '@club/settings/defaults';
import { isLocale, type Locale } from './locales';

const LANGUAGE_KEY = Symbol.for('club.web.language');

/** The language server.ts set, else the settings' default (English). */
export function clubLanguage(): Locale {
  const found = (globalThis as Record<symbol, unknown>)[LANGUAGE_KEY];
  return isLocale(found) ? found : DEFAULT_SITE_LANGUAGE;
}

/** For server.ts, once at start. */
export function setClubLanguage(language: Locale): void {
  (globalThis as Record<symbol, unknown>)[LANGUAGE_KEY] = language;
}
