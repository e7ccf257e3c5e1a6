// A director's ruling as it is given (Laws 81–85): the laws it applies, its kind, the offending
// side, the rectifications, its words and whether he told the contestants of their right to
// appeal. One schema, with the shared caps: the API's input and the GiveRuling command use it.
import { codeText, freeText, listOf } from '@club/events';
import { seatSchema } from '@club/bridge';
import { z } from 'zod';
import { RULING_TYPES } from './director-events';

/** A law reference as the Laws number them (12C1, 27B2, 16B1, 93B3). */
export const lawReferenceSchema = codeText.regex(
  /^\d{1,2}[A-Z]?[0-9a-z()]*$/,
  'a law reference looks like 12C1 or 27B2',
);

/** The laws a ruling applies: at least one. */
export const lawsSchema = listOf(lawReferenceSchema).min(1, 'name at least one law');

export const rulingSchema = z.object({
  laws: lawsSchema,
  rulingType: z.enum(RULING_TYPES),
  offendingSide: z.enum(['NS', 'EW']).nullable().default(null),
  rectifications: listOf(
    z.object({ kind: codeText.min(1), seat: seatSchema.optional(), text: freeText.optional() }),
  ).default([]),
  text: freeText.min(1),
  // Law 83: the director advises of the right to appeal when he believes a review may be in order;
  // it is a fact he states, so a ruling that does not say so does not record a notification.
  appealRightNotified: z.boolean().default(false),
});

/** A ruling as given (defaults filled in). */
export type Ruling = z.output<typeof rulingSchema>;
