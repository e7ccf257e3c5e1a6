// A member's Ulti over time: per session his forints, placement points and rank, and the sums per
// season (the season of the session's league). The API validates ulti.history with these schemas.
import { idText } from '@club/events';
import { z } from 'zod';

export const ultiHistoryInputSchema = z.object({ memberId: idText.optional() });
export type UltiHistoryInput = z.output<typeof ultiHistoryInputSchema>;

export const ultiHistorySchema = z.object({
  memberId: z.string(),
  /** The member's name (the id when unknown). */
  name: z.string(),
  /** His sessions, oldest first. */
  sessions: z.array(
    z.object({
      sessionId: z.string(),
      /** When the session was scheduled (ISO 8601). */
      date: z.string(),
      /** The league's name (null: a session outside the leagues). */
      league: z.string().nullable(),
      status: z.enum(['scheduled', 'closed']),
      forints: z.number(),
      placementPoints: z.number(),
      rank: z.number().int(),
      fieldSize: z.number().int(),
      /** Tables he sat at (one per round). */
      rounds: z.number().int(),
      /** His forints over his sessions up to and with this one. */
      cumulativeForints: z.number(),
    }),
  ),
  /** The sums per season, latest first; seasonId null: the sessions outside the leagues. */
  seasons: z.array(
    z.object({
      seasonId: z.string().nullable(),
      name: z.string().nullable(),
      sessions: z.number().int(),
      forints: z.number(),
      placementPoints: z.number(),
    }),
  ),
});
export type UltiHistory = z.output<typeof ultiHistorySchema>;
