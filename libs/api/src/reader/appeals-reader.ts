// Appeals with their deadlines and a case's timeline (slice: appeals).
import { z } from 'zod';
import type { MaybePromise } from './maybe-promise';

export const appealSummarySchema = z.object({
  appealId: z.string(),
  sessionId: z.string(),
  board: z.number().int(),
  status: z.enum(['lodged', 'hearing-scheduled', 'heard', 'decided', 'withdrawn', 'referred']),
  lodgedAt: z.string(),
  /** The appeal period's end for the session (Laws 79C/92B), ISO time. */
  appealDeadline: z.string(),
});
export type AppealSummary = z.infer<typeof appealSummarySchema>;

export const appealCaseSchema = appealSummarySchema.extend({
  timeline: z.array(z.object({ at: z.string(), type: z.string(), summary: z.string() })),
});
export type AppealCase = z.infer<typeof appealCaseSchema>;

export interface AppealsReader {
  appeals(): MaybePromise<readonly AppealSummary[]>;
  appealCase(appealId: string): MaybePromise<AppealCase | undefined>;
}

export interface AppealsData {
  readonly appeals?: readonly AppealCase[];
}

/** Over plain data: the tests' fixture. */
export function inMemoryAppealsReader(data: AppealsData): AppealsReader {
  return {
    appeals: () => (data.appeals ?? []).map(({ timeline: _timeline, ...summary }) => summary),
    appealCase: (appealId) => data.appeals?.find((a) => a.appealId === appealId),
  };
}
