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

/** Each side's adjusted score as a person enters it (Law 12C), checked as the board's AdjustScore checks it. */
const newAdjustedScoreInput = z
  .object({ ns: sideAdjustmentInputSchema, ew: sideAdjustmentInputSchema })
  .superRefine(checkAdjustedScore)
  .nullable()
  .default(null);

export const decideAppealInput = z.object({
  appealId: id,
  body: appealBodySchema.default('appeals-committee'),
  outcome: z.enum(['upheld', 'varied', 'overturned']),
  newAdjustedScore: newAdjustedScoreInput,
  laws: listOf(codeText.regex(/^\d{1,2}[A-Z]?[0-9a-z()]*$/, 'a law reference looks like 12C1 or 93B3')).default([]),
  recommendation: freeText.trim().min(1).nullable().default(null),
  meritless: z.boolean().default(false),
  /** A lodged deposit kept or returned (the decider asks for it when one was lodged). */
  deposit: z.enum(['kept', 'returned']).nullable().default(null),
  decidedBy: listOf(id).min(1, 'decidedBy: name who decided'),
  text: freeText.trim().min(1, 'text: give the decision in words'),
});

/** A command's input as the use case takes it: the appeal is named apart, the rest parsed. */
type OnAppeal<Schema extends z.ZodType> = Omit<z.output<Schema>, 'appealId'>;
export type HearingSchedule = OnAppeal<typeof scheduleHearingInput>;
export type HearingRecord = OnAppeal<typeof recordHearingInput>;
export type AppealDecision = OnAppeal<typeof decideAppealInput>;

/** The board at one table whose ruling(s) a member appeals (Law 92A: rulings at his own table). */
const atTable = {
  sessionId: id,
  section: id,
  table: z.number().int().positive().max(999),
  board: z.number().int().positive().max(999),
};

/** A member lodges an appeal for his own side (Law 92C: it goes through the director). */
export const lodgeAppealInput = z.object({
  ...atTable,
  rulingIds: listOf(id).min(1, 'rulingIds: name at least one ruling appealed'),
  grounds: freeText.trim().min(1, 'grounds: say why the ruling is wrong'),
});

/** A director lodges for a player who asked him at the desk, and records that he asked. */
export const lodgeAppealForPlayerInput = lodgeAppealInput.extend({
  playerId: id,
  playerAsked: z.literal(true, { message: 'playerAsked: a director lodges only for a player who asked' }),
});

/** Law 92D: the partner (or captain) whose agreement the appeal needs says yes or no. */
export const concurInput = z.object({ appealId: id, concurrence: z.enum(['concurs', 'declines']) });

/** A director's step on an appeal of the session he directs. */
const bySessionDirector = { sessionId: id, appealId: id };

/** Law 93A/B: the director routes the appeal; each part on law or on facts and judgement. */
export const routeAppealInput = z.object({
  ...bySessionDirector,
  committeeAvailable: z.boolean(),
  parts: listOf(
    z.object({
      kind: z.enum(['law-regulation', 'fact-judgement']),
      question: freeText.trim().min(1, 'question: say what the part asks'),
    }),
  ).min(1, 'parts: name at least one part of the appeal'),
});

/** The director rejects an appeal he cannot take (Law 92B late, or no ruling appealed), saying why. */
export const rejectAppealInput = z.object({
  ...bySessionDirector,
  reason: z.enum(['out-of-time', 'not-an-appeal-of-a-ruling']),
  text: freeText.trim().min(1, 'text: say why the appeal is rejected'),
});

/** The appellant's side withdraws the appeal. */
export const withdrawAppealInput = z.object({
  appealId: id,
  reason: freeText.trim().min(1).nullable().default(null),
});

const authority = freeText.trim().min(1, 'authority: name the regulating authority').max(TEXT_LIMITS.id);

/** Law 93C2: the director or the committee refers the matter to the regulating authority. */
export const referAppealInput = z.object({ ...bySessionDirector, body: appealBodySchema, authority });

/** Law 93C1: the appellant's side appeals further, within the authority's deadline if it sets one. */
export const furtherAppealInput = z.object({
  appealId: id,
  authority,
  deadline: z.iso.datetime({ offset: true, message: 'deadline: not a date and time' }).nullable().default(null),
});

/** The regulating authority's decision, recorded by the director: final. */
export const authorityDecisionInput = z.object({
  ...bySessionDirector,
  authority,
  outcome: z.enum(['upheld', 'varied', 'overturned']),
  /** The authority's new adjusted score, put on the board as the committee's is (Law 93C). */
  newAdjustedScore: newAdjustedScoreInput,
  text: freeText.trim().min(1, 'text: give the decision in words'),
});

/** The director makes a decided appeal final (no further appeal). */
export const finalizeAppealInput = z.object(bySessionDirector);

export type AppealLodging = z.output<typeof lodgeAppealInput>;
export type AppealLodgingForPlayer = z.output<typeof lodgeAppealForPlayerInput>;
export type Concurring = OnAppeal<typeof concurInput>;
export type AppealRouting = OnAppeal<typeof routeAppealInput>;
export type AppealRejecting = OnAppeal<typeof rejectAppealInput>;
export type AppealWithdrawal = OnAppeal<typeof withdrawAppealInput>;
export type AppealReferral = OnAppeal<typeof referAppealInput>;
export type FurtherAppeal = OnAppeal<typeof furtherAppealInput>;
export type AuthorityDecision = OnAppeal<typeof authorityDecisionInput>;
