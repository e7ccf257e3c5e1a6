// What the appeals committee reads through the site, as the API answers it: every appeal with its
// deadlines, and one case with its whole timeline, hearings, decisions and the board's score.
import type { AppealStatus } from '@club/club';
import { z } from 'zod';
import { personSchema } from './members-shapes';

/** Every status a lodged appeal can have (never 'none'). */
export const APPEAL_STATUSES = [
  'lodged',
  'rejected',
  'routed',
  'hearing-scheduled',
  'heard',
  'decided',
  'referred',
  'further-appeal',
  'final',
  'withdrawn',
] as const satisfies readonly Exclude<AppealStatus, 'none'>[];

const sideSchema = z.object({
  seat: z.enum(['NS', 'EW']),
  contestant: z.string(),
  members: z.array(personSchema),
});

export const appealSummarySchema = z.object({
  appealId: z.string(),
  sessionId: z.string(),
  section: z.string().nullable(),
  table: z.number().int().nullable(),
  board: z.number().int(),
  status: z.enum(APPEAL_STATUSES),
  lodgedAt: z.string(),
  /** The appeal period's end for the session (Laws 79C/92B), ISO time; null before publication. */
  appealDeadline: z.string().nullable(),
  /** The hearing still to be held, if any. */
  hearingAt: z.string().nullable(),
  /** Both sides at the table and their members: who follows the case (with the director and the committee). */
  sides: z.array(sideSchema),
});
export type AppealSummary = z.infer<typeof appealSummarySchema>;

/** One outcome of an adjusted score: the contract as the record writes it (`4S`, `Pass`; null: a score only). */
const adjustedOutcomeFactsSchema = z.object({
  contract: z.string().nullable(),
  declarer: z.enum(['N', 'E', 'S', 'W']).nullable(),
  tricks: z.number().int().nullable(),
  scoreNs: z.number().int(),
});

/** One side's adjusted score as facts: its outcomes (percent null: assigned), or an artificial grade. */
export const sideAdjustmentFactsSchema = z.object({
  kind: z.enum(['assigned', 'weighted', 'artificial', 'artificial-percentage']),
  parts: z.array(z.object({ percent: z.number().nullable(), outcome: adjustedOutcomeFactsSchema })),
  /** `60`, `A+`-style grade of an artificial score, or its percentage; null for a scored outcome. */
  grade: z.string().nullable(),
});
export type SideAdjustmentFacts = z.infer<typeof sideAdjustmentFactsSchema>;

export const appealCaseSchema = appealSummarySchema.extend({
  asOf: z.string(),
  edition: z.enum(['1997', '2007']),
  /** Law 92D: whose agreement the appeal needs, and where it stands. */
  concurrence: z.object({
    from: personSchema.nullable(),
    state: z.enum(['not-needed', 'pending', 'given', 'deemed', 'declined']),
  }),
  /** Who lodged the appeal (with his name) for which contestant. */
  appellant: personSchema.extend({ contestant: z.string() }),
  grounds: z.string(),
  /** The deposit lodged with the appeal (the club's setting) and what the decision did with it; null when none was lodged. */
  deposit: z.object({ amount: z.number(), fate: z.enum(['kept', 'returned']).nullable() }).nullable(),
  rulings: z.array(z.object({ rulingId: z.string(), rulingType: z.string(), laws: z.array(z.string()) })),
  deadlines: z.array(z.object({ name: z.string(), law: z.string(), at: z.string().nullable(), passed: z.boolean() })),
  parts: z.array(
    z.object({
      partId: z.string(),
      kind: z.string(),
      question: z.string(),
      to: z.string(),
      decided: z.string().nullable(),
    }),
  ),
  hearings: z.array(
    z.object({
      body: z.string(),
      hearingAt: z.string(),
      panel: z.array(personSchema),
      heardAt: z.string().nullable(),
      /** Who attended the hearing, once heard (empty before). */
      attendees: z.array(personSchema),
      notes: z.string().nullable(),
    }),
  ),
  decisions: z.array(
    z.object({
      body: z.string(),
      outcome: z.string(),
      laws: z.array(z.string()),
      meritless: z.boolean(),
      deposit: z.enum(['kept', 'returned']).nullable(),
      text: z.string(),
      at: z.string(),
    }),
  ),
  /** Every event of the board, the session's publications and the appeal's own events, in log order. */
  timeline: z.array(
    z.object({
      at: z.string(),
      type: z.string(),
      summary: z.string(),
      /** The summary as a code and values, worded by the page in its language (absent: English only). */
      said: z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }).optional(),
      source: z.string(),
      rulingId: z.string().optional(),
      laws: z.array(z.string()).optional(),
    }),
  ),
  /** The board's score at that table as it now stands. */
  boardScore: z.object({
    result: z.string().nullable(),
    /** The result as facts, worded by the page in its language (`result` stays English, for logs). */
    resultFacts: adjustedOutcomeFactsSchema.nullable().optional(),
    adjustment: z.string().nullable(),
    /** The adjustment as facts, worded by the page in its language (`adjustment` stays English, for logs). */
    adjustmentFacts: z
      .object({
        ns: sideAdjustmentFactsSchema,
        ew: sideAdjustmentFactsSchema,
        rulingId: z.string(),
        laws: z.array(z.string()),
      })
      .nullable()
      .optional(),
    adjustedOnAppeal: z.string().nullable(),
  }),
});
export type AppealCase = z.infer<typeof appealCaseSchema>;

/**
 * A board's rulings that can be appealed, per table (Law 92A: a side appeals rulings at its own
 * table), with the session's Law 92B deadline and the appeals already lodged there.
 */
export const appealableBoardSchema = z.object({
  sessionId: z.string(),
  board: z.number().int(),
  /** The latest publication's appeal deadline (ISO time); null while the official score is not available. */
  appealDeadline: z.string().nullable(),
  deadlinePassed: z.boolean(),
  asOf: z.string(),
  tables: z.array(
    z.object({
      section: z.string(),
      table: z.number().int(),
      sides: z.array(sideSchema),
      rulings: z.array(
        z.object({
          rulingId: z.string(),
          rulingType: z.string(),
          laws: z.array(z.string()),
          text: z.string(),
          at: z.string(),
        }),
      ),
      appeals: z.array(z.object({ appealId: z.string(), status: z.enum(APPEAL_STATUSES) })),
    }),
  ),
});
export type AppealableBoard = z.infer<typeof appealableBoardSchema>;

/** As the API answers it to one reader: the tables he may appeal at, and whether he directs the session (lodges for a player). */
export const appealableBoardViewSchema = appealableBoardSchema.extend({ directs: z.boolean() });
export type AppealableBoardView = z.infer<typeof appealableBoardViewSchema>;

/** How the one reading a case stands to it: his side at the table, whether he directs the session, sits on the committee. */
export const appealViewerSchema = z.object({
  side: z.enum(['NS', 'EW']).nullable(),
  directs: z.boolean(),
  committee: z.boolean(),
  /** He plays for the side that lodged the appeal (withdraws it, appeals further). */
  appellantSide: z.boolean(),
  /** Law 92D: the appeal awaits his agreement. */
  concurrenceAsked: z.boolean(),
});

/** A case as the API answers it to one who follows it: with how he stands to it (which steps are his). */
export const appealCaseViewSchema = appealCaseSchema.extend({ viewer: appealViewerSchema });
