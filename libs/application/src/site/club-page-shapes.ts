// The public club page (issue 21, point 18): what a visitor who has not signed in is shown when the
// club makes its results public (a club setting): the latest sessions whose official score is
// published, with their rankings. A board's hands stay behind the secrecy rule (results.board's).
import { z } from 'zod';
import { boardInputSchema } from './results-inputs';
import { sessionResultsSchema } from './results-shapes';

export const clubPageInputSchema = z.object({ limit: z.number().int().min(1).max(10).default(3) });
export type ClubPageInput = z.output<typeof clubPageInputSchema>;

export const clubPageSchema = z.object({
  /** The latest published sessions, newest first, each with its rankings. */
  sessions: z.array(sessionResultsSchema),
});
export type ClubPage = z.infer<typeof clubPageSchema>;

/** A board asked for from the public page: the same input as a member's. */
export const clubBoardInputSchema = boardInputSchema;
