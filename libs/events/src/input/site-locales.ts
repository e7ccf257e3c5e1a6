// The languages the site speaks (issue 16): the clubs read the Laws in Czech (2007), Slovak and
// Bosnian (1997) and play Ulti in Hungarian; English stays the fallback. Here, in the base library,
// so that the bridge and Ulti libraries' words and the site's locale setting share one list.
import { z } from 'zod';

export const SITE_LOCALES = ['cs', 'sk', 'bs', 'hu', 'en'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

export const siteLocaleSchema = z.enum(SITE_LOCALES);
