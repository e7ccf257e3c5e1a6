// What a member asks of the results, replay and history procedures: checked once by the API, then
// passed to the results use cases as parsed.
import { codeText, countNumber, idText } from '@club/events';
import { z } from 'zod';

export const latestSessionsInputSchema = z.object({ limit: z.number().int().min(1).max(50).default(10) });
export type LatestSessionsInput = z.output<typeof latestSessionsInputSchema>;

export const sessionResultsInputSchema = z.object({ sessionId: idText });
export type SessionResultsInput = z.output<typeof sessionResultsInputSchema>;

export const boardInputSchema = z.object({ sessionId: idText, board: countNumber });
export type BoardInput = z.output<typeof boardInputSchema>;

export const boardPlayInputSchema = z.object({
  sessionId: idText,
  // A table-board stream id joins its parts with '-': a section never holds one.
  section: codeText.min(1).regex(/^[^-]+$/, 'a section has no "-"'),
  table: countNumber,
  board: countNumber,
});
export type BoardPlayInput = z.output<typeof boardPlayInputSchema>;

/** Another member's history, or (no memberId) the signed-in member's own. */
export const playerHistoryInputSchema = z.object({ memberId: idText.optional() });
export type PlayerHistoryInput = z.output<typeof playerHistoryInputSchema>;

export const resultsLagInputSchema = z.object({}).optional();
