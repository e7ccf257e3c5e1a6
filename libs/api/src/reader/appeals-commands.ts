// What the appeals committee records through the site (slice: appeals): hearings and decisions.
// A refusal of the appeal decider (Law 93B3, no hearing yet, bad input) comes back as its message.
import { sideAdjustmentInputSchema } from '@club/club';
import { z } from 'zod';
import { codeText, freeText, listOf, TEXT_LIMITS } from '../input/text-limits';
import type { MaybePromise } from './maybe-promise';
import type { SiteCommandOutcome as CommandOutcome } from '@club/application';

/** Done, or refused with the message and, when it has them, its code and params: the application's own type. */
export type { CommandOutcome };
export type { SiteRefusal as CommandRefusal } from '@club/application';

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

/** One side's adjusted score as the director's AdjustScore takes it (Law 12C): @club/club's schema. */
export const sideAdjustmentInput = sideAdjustmentInputSchema;

export const decideAppealInput = z.object({
  appealId: id,
  body: appealBodySchema.default('appeals-committee'),
  outcome: z.enum(['upheld', 'varied', 'overturned']),
  newAdjustedScore: z.object({ ns: sideAdjustmentInput, ew: sideAdjustmentInput }).nullable().default(null),
  laws: listOf(codeText.regex(/^\d{1,2}[A-Z]?[0-9a-z()]*$/, 'a law reference looks like 12C1 or 93B3')).default([]),
  recommendation: freeText.trim().min(1).nullable().default(null),
  meritless: z.boolean().default(false),
  decidedBy: listOf(id).min(1, 'decidedBy: name who decided'),
  text: freeText.trim().min(1, 'text: give the decision in words'),
});

type Without<T> = Omit<T, 'appealId'>;

export interface AppealsCommands {
  scheduleHearing(
    appealId: string,
    input: Without<z.output<typeof scheduleHearingInput>>,
  ): MaybePromise<CommandOutcome>;
  recordHearing(appealId: string, input: Without<z.output<typeof recordHearingInput>>): MaybePromise<CommandOutcome>;
  decideAppeal(appealId: string, input: Without<z.output<typeof decideAppealInput>>): MaybePromise<CommandOutcome>;
}
