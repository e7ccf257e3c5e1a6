// The languages the site speaks (issue 16): the clubs read the Laws in Czech (2007), Slovak and
// Bosnian (1997) and play Ulti in Hungarian; English stays the fallback. Here, in the base library,
// so that the bridge and Ulti libraries' words and the site's language setting (@club/settings'
// SITE_LANGUAGES, CLUB_LANGUAGE) share one list. English first: the switcher's order.
import { z } from 'zod';

export const SITE_LOCALES = ['en', 'cs', 'sk', 'bs', 'hu'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

export const siteLocaleSchema = z.enum(SITE_LOCALES);
