// Commands of an appeal stream, with zod schemas for input from outside. LodgeAppeal carries the
// facts the application layer read from the session and table-board streams (the publication of
// the official score, the board's contestants and rulings), so the decider stays pure.
import { z } from 'zod';
import { directorCommandSchemas } from '../director/director-commands';
import { RULING_TYPES } from '../director/director-events';
import { isoTimeSchema, publicationSchema } from '../shared/score-clock';
import { parseCommand } from '../shared/parse-command';
import type { AdjustedScoreInput } from './appeal-events';

const id = z.string().min(1);
const body = z.enum(['chief-director', 'appeals-committee']);
const outcome = z.enum(['upheld', 'varied', 'overturned']);
const laws = z.array(z.string().regex(/^\d{1,2}[A-Z]?[0-9a-z()]*$/, 'a law reference looks like 12C1 or 93B3'));

/**
 * Adds the issues the director's AdjustScore finds in a decision's new adjusted score (ns, ew): the
 * decider takes the score typed and kept as given (contracts as text), so the edge's schema checks it.
 */
const adjustedSides = directorCommandSchemas.AdjustScore.pick({ ns: true, ew: true });
export function checkAdjustedScore(value: unknown, ctx: z.RefinementCtx): void {
  const parsed = adjustedSides.safeParse(value);
  if (!parsed.success)
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
}

/** Validated as the director's AdjustScore validates it, kept as given (contracts as text). */
const adjustedScore = z
  .object({ ns: z.unknown(), ew: z.unknown() })
  .superRefine(checkAdjustedScore) as unknown as z.ZodType<AdjustedScoreInput>;

/** The session's publication of the official score (OfficialScoreMadeAvailable), with the period used for the message. */
export const appealPublicationSchema = publicationSchema.extend({ appealPeriodMinutes: z.number().nonnegative() });
export type AppealPublication = z.output<typeof appealPublicationSchema>;

export const lodgeAppealSchema = z.object({
  type: z.literal('LodgeAppeal'),
  appealId: id,
  sessionId: id,
  tableBoardStream: z.string().startsWith('tableboard-', "a table-board stream id starts with 'tableboard-'"),
  /** The pairs (or teams) seated at the table on this board (TableBoardOpened.ns / .ew). */
  board: z.object({ ns: id, ew: id }),
  /** Every ruling given on this board (RulingGiven), as the table-board stream holds them. */
  boardRulings: z.array(z.object({ rulingId: id, rulingType: z.enum(RULING_TYPES), laws: z.array(z.string()) })),
  rulingIds: z.array(id).min(1, 'name at least one ruling appealed'),
  appellant: z.object({ contestant: id, memberId: id, role: z.enum(['player', 'captain']).default('player') }),
  /** The members of the appellant contestant and its captain (teams), from the session's entrants. */
  contestantMembers: z.array(id).min(1),
  captain: id.nullable().default(null),
  viaDirectorId: id,
  grounds: z.string().min(1),
  form: z.enum(['pairs', 'teams', 'individual']),
  edition: z.enum(['1997', '2007']),
  /** Law 92D; default by edition: true under 1997, false under 2007. */
  absentMemberDeemedToConcur: z.boolean().optional(),
  /** The deposit the club asks for with an appeal (its setting), or none. */
  deposit: z.number().positive('a deposit is a positive amount').nullable().default(null),
  now: isoTimeSchema,
  /** The session's latest publication, or null while the official score is not yet available. */
  publication: appealPublicationSchema.nullable(),
});

export const appealCommandSchemas = {
  LodgeAppeal: lodgeAppealSchema,
  RecordConcurrence: z.object({
    type: z.literal('RecordConcurrence'),
    memberId: id,
    concurrence: z.enum(['concurs', 'declines', 'absent']),
    at: isoTimeSchema,
  }),
  RejectAppeal: z.object({
    type: z.literal('RejectAppeal'),
    reason: z.enum(['out-of-time', 'not-an-appeal-of-a-ruling']),
    by: id,
    text: z.string().min(1, 'say why the appeal is rejected'),
    at: isoTimeSchema,
  }),
  RouteAppeal: z.object({
    type: z.literal('RouteAppeal'),
    chiefDirectorId: id,
    committeeAvailable: z.boolean(),
    parts: z
      .array(
        z.object({
          partId: id,
          kind: z.enum(['law-regulation', 'fact-judgement']),
          question: z.string().min(1),
          /** The appealed rulings this part concerns; default: all of them. */
          rulingIds: z.array(id).optional(),
        }),
      )
      .min(1, 'name at least one part of the appeal'),
    at: isoTimeSchema,
  }),
  TakeToCommittee: z.object({ type: z.literal('TakeToCommittee'), partIds: z.array(id).min(1), at: isoTimeSchema }),
  ScheduleHearing: z.object({
    type: z.literal('ScheduleHearing'),
    body,
    hearingAt: isoTimeSchema,
    panel: z.array(id).min(1, 'name who hears the appeal'),
    at: isoTimeSchema,
  }),
  RecordHearing: z.object({
    type: z.literal('RecordHearing'),
    body,
    attendees: z.array(id),
    evidenceRefs: z.array(z.string().min(1)).default([]),
    notes: z.string().default(''),
    at: isoTimeSchema,
  }),
  DecideAppeal: z.object({
    type: z.literal('DecideAppeal'),
    body,
    /** The parts decided; default: every undecided part routed to this body. */
    partIds: z.array(id).optional(),
    outcome,
    newAdjustedScore: adjustedScore.nullable().default(null),
    laws: laws.default([]),
    recommendation: z.string().min(1).nullable().default(null),
    meritless: z.boolean().default(false),
    /** Required while a lodged deposit is not yet kept or returned. */
    deposit: z.enum(['kept', 'returned']).nullable().default(null),
    decidedBy: z.array(id).min(1, 'name who decided'),
    text: z.string().min(1),
    at: isoTimeSchema,
  }),
  WithdrawAppeal: z.object({
    type: z.literal('WithdrawAppeal'),
    by: id,
    reason: z.string().min(1).nullable().default(null),
    at: isoTimeSchema,
  }),
  ReferAppeal: z.object({ type: z.literal('ReferAppeal'), by: body, authority: z.string().min(1), at: isoTimeSchema }),
  LodgeFurtherAppeal: z.object({
    type: z.literal('LodgeFurtherAppeal'),
    authority: z.string().min(1),
    deadline: isoTimeSchema.nullable().default(null),
    at: isoTimeSchema,
  }),
  RecordAuthorityDecision: z.object({
    type: z.literal('RecordAuthorityDecision'),
    authority: z.string().min(1),
    outcome,
    newAdjustedScore: adjustedScore.nullable().default(null),
    text: z.string().min(1),
    at: isoTimeSchema,
  }),
  FinalizeAppeal: z.object({
    type: z.literal('FinalizeAppeal'),
    basis: z.enum(['no-further-appeal', 'committee-final-93C3a']).default('no-further-appeal'),
    at: isoTimeSchema,
  }),
} as const;

type Schemas = typeof appealCommandSchemas;
/** Commands as callers write them (defaults may be left out). */
export type AppealCommand = { [K in keyof Schemas]: z.input<Schemas[K]> }[keyof Schemas];
/** Commands after parsing: defaults filled in. */
export type ParsedAppealCommand = { [K in keyof Schemas]: z.output<Schemas[K]> }[keyof Schemas];
export type LodgeAppeal = z.input<typeof lodgeAppealSchema>;

export function parseAppealCommand(input: unknown): ParsedAppealCommand {
  const type = (input as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !(type in appealCommandSchemas))
    throw new RangeError(
      `appeal command: field 'type': '${String(type)}' is not one of ${Object.keys(appealCommandSchemas).join(', ')}`,
    );
  return parseCommand(type, appealCommandSchemas[type as keyof Schemas] as z.ZodType<ParsedAppealCommand>, input);
}
