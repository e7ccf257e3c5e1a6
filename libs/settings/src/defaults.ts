// The defaults of the settings that are also libraries' options (openClub's queue prefix and
// outbox retention, createSiteUseCases' results threshold, import slice and public club page, the
// scoring library's cross-IMP value of an artificial score), stated once: the
// settings table writes them out, and the libraries default to them when a caller (a test, a tool)
// passes no value. Constants only, so a library may import this file (`@club/settings/defaults`);
// reading the environment stays with the apps (readSettings).
import { SITE_LOCALES, type SiteLocale } from '@club/events';

export const DEFAULT_QUEUE_PREFIX = 'club';
export const DEFAULT_OUTBOX_RETENTION_DAYS = 7;
export const DEFAULT_RESULTS_STALE_MS = 60_000;
export const DEFAULT_IMPORT_SLICE = 100;
/** The public club page: visitors see the latest published results unless the club says no. */
export const DEFAULT_PUBLIC_CLUB_PAGE = true;
/** The periods the rubber ladder may sum points over (CLUB_RUBBER_LADDER_PERIOD). */
export const RUBBER_LADDER_PERIODS = ['season', 'month', 'year', 'all'] as const;
export type RubberLadderPeriodKind = (typeof RUBBER_LADDER_PERIODS)[number];
/** The rubber ladder sums a league season's evenings unless the club says otherwise. */
export const DEFAULT_RUBBER_LADDER_PERIOD: RubberLadderPeriodKind = 'season';
/**
 * Cross-IMPs: the IMPs an average plus is worth per comparison (average minus the negative), a contest
 * setting (Law 12C2(b)'s ±3 is for a team match; scoring programs let the director choose, Ruter's
 * contests commonly 1.5 or 1). The value the club's imports are scored and stored with unless it says otherwise.
 */
export const DEFAULT_CROSS_IMP_ARTIFICIAL_IMPS = 1.5;
/**
 * The languages the site speaks (CLUB_LANGUAGE; apps/web/messages has a file each). English is the
 * fallback. The one list the bridge and Ulti libraries' words use too (@club/events' SITE_LOCALES).
 */
export const SITE_LANGUAGES = SITE_LOCALES;
export type SiteLanguage = SiteLocale;
/** A club that says nothing speaks English to a visitor whose browser asks for none of the site's languages. */
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';
