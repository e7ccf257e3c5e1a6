// Appeals with their deadlines, a case's whole timeline, and what the committee does through the
// site (slice: appeals). The application layer implements it over the appeal read models.
import { z } from 'zod';
import type { AppealsCommands } from './appeals-commands';
import type { MaybePromise } from './maybe-promise';

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
] as const;

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
});
export type AppealSummary = z.infer<typeof appealSummarySchema>;

export const appealCaseSchema = appealSummarySchema.extend({
  asOf: z.string(),
  appellant: z.object({ contestant: z.string(), memberId: z.string() }),
  grounds: z.string(),
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
      panel: z.array(z.string()),
      heardAt: z.string().nullable(),
      notes: z.string().nullable(),
    }),
  ),
  decisions: z.array(
    z.object({
      body: z.string(),
      outcome: z.string(),
      laws: z.array(z.string()),
      meritless: z.boolean(),
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
      source: z.string(),
      rulingId: z.string().optional(),
      laws: z.array(z.string()).optional(),
    }),
  ),
  /** The board's score at that table as it now stands. */
  boardScore: z.object({
    result: z.string().nullable(),
    adjustment: z.string().nullable(),
    adjustedOnAppeal: z.string().nullable(),
  }),
});
export type AppealCase = z.infer<typeof appealCaseSchema>;

export interface AppealsReader extends AppealsCommands {
  appeals(): MaybePromise<readonly AppealSummary[]>;
  appealCase(appealId: string): MaybePromise<AppealCase | undefined>;
}

export interface AppealsData {
  readonly appeals?: readonly AppealCase[];
}

/** Over plain data: the tests' fixture (commands on a known appeal are accepted and change nothing). */
export function inMemoryAppealsReader(data: AppealsData): AppealsReader {
  const accepted = (appealId: string) =>
    data.appeals?.some((a) => a.appealId === appealId)
      ? { ok: true as const }
      : {
          ok: false as const,
          error: `appeal '${appealId}' does not exist`,
          code: 'appeal-unknown',
          params: { appealId },
        };
  return {
    appeals: () => (data.appeals ?? []).map((a) => appealSummarySchema.parse(a)),
    appealCase: (appealId) => data.appeals?.find((a) => a.appealId === appealId),
    scheduleHearing: accepted,
    recordHearing: accepted,
    decideAppeal: accepted,
  };
}
