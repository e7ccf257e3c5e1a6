// What the appeals committee sends through the site (hearings and decisions), validated once at
// the API's edge: defaults are filled in here, so the use cases take complete, typed input.
import { checkAdjustedScore, sideAdjustmentInputSchema } from '@club/club';
import { codeText, freeText, listOf, TEXT_LIMITS } from '@club/events';
import { z } from 'zod';

export const appealBodySchema = z.enum(['chief-director', 'appeals-committee']);
const id = z.string().trim().min(1).max(TEXT_LIMITS.id);

export const scheduleHearingInput = z.object({
  appealId: id,
  body: appealBodySchema.default('appeals-committee'),
  hearingAt: z.iso.datetime({ offset: true, message: 'hearingAt: not a date and time' }),
  panel: listOf(id).min(1, 'panel: name who hears the appeal'),
});

export const recordHearingInput = z.object({
  appealId: id,
  body: appealBodySchema.default('appeals-committee'),
  attendees: listOf(id),
  evidenceRefs: listOf(id).default([]),
  notes: freeText.default(''),
});

export const decideAppealInput = z.object({
  appealId: id,
  body: appealBodySchema.default('appeals-committee'),
  outcome: z.enum(['upheld', 'varied', 'overturned']),
  /** Each side's adjusted score as a person enters it (Law 12C), checked as the board's AdjustScore checks it. */
  newAdjustedScore: z
    .object({ ns: sideAdjustmentInputSchema, ew: sideAdjustmentInputSchema })
    .superRefine(checkAdjustedScore)
    .nullable()
    .default(null),
  laws: listOf(codeText.regex(/^\d{1,2}[A-Z]?[0-9a-z()]*$/, 'a law reference looks like 12C1 or 93B3')).default([]),
  recommendation: freeText.trim().min(1).nullable().default(null),
  meritless: z.boolean().default(false),
  decidedBy: listOf(id).min(1, 'decidedBy: name who decided'),
  text: freeText.trim().min(1, 'text: give the decision in words'),
});

/** A command's input as the use case takes it: the appeal is named apart, the rest parsed. */
type OnAppeal<Schema extends z.ZodType> = Omit<z.output<Schema>, 'appealId'>;
export type HearingSchedule = OnAppeal<typeof scheduleHearingInput>;
export type HearingRecord = OnAppeal<typeof recordHearingInput>;
export type AppealDecision = OnAppeal<typeof decideAppealInput>;
