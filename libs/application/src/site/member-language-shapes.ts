// The shapes of a member's own language setting (issue 16): the language he chooses to read the
// site in, one of the site's languages.
import { siteLocaleSchema } from '@club/events';
import { z } from 'zod';

export const chooseLanguageInputSchema = z.object({ language: siteLocaleSchema });
export type ChooseLanguageInput = z.output<typeof chooseLanguageInputSchema>;
