// The review of an imported session's players (slice: league admin): what the review page reads
// (each seat's name as the file gives it, the member it is linked to, the suggested members with
// their reasons, the season-date warnings) and what the league administrator decides per seat.
import { codeText, idText, listOf } from '@club/events';
import { z } from 'zod';
import { MATCH_REASONS, type MatchReason } from './league-import-matching';
import { leagueIdText } from './league-shapes';

export type { MatchReason };

export const importReviewInputSchema = z.object({ sessionId: idText });

const memberRef = z.object({ memberId: z.string(), name: z.string() });

export const importReviewSchema = z.object({
  sessionId: z.string(),
  name: z.string(),
  /** The session's day (YYYY-MM-DD). */
  date: z.string(),
  fileName: z.string(),
  /** Reviews so far: 0 while the session awaits its first (it counts in no league table until then). */
  reviews: z.number().int(),
  leagues: z.array(memberRef.omit({ memberId: true }).extend({ leagueId: z.string() })),
  /** The session's date outside a season of its leagues, in words. */
  warnings: z.array(z.string()),
  seats: z.array(
    z.object({
      section: z.string(),
      pair: z.string(),
      /** The seat's place in the pair, from 0. */
      seat: z.number().int(),
      /** The player's name as the file gives it. */
      name: z.string(),
      /** The player's federation id as the file gives it (null: none). */
      federationId: z.string().nullable(),
      /** The member the seat is linked to now (null: a guest). */
      linked: z.string().nullable(),
      suggestions: z.array(memberRef.extend({ reason: z.enum(MATCH_REASONS) })),
      /** What the page proposes: the linked member after a review, else the one clear suggestion (null: none). */
      proposed: z.string().nullable(),
    }),
  ),
});
export type ImportReview = z.output<typeof importReviewSchema>;

/** One seat's decision: a member, a new member admitted under the file's name, or a guest. */
export const seatDecisionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), memberId: leagueIdText }),
  z.object({ kind: z.literal('new-member') }),
  z.object({ kind: z.literal('guest') }),
]);
export type SeatDecision = z.output<typeof seatDecisionSchema>;

export const reviewImportInputSchema = z.object({
  sessionId: idText,
  seats: listOf(
    z.object({
      section: codeText,
      pair: codeText.min(1),
      seat: z.number().int().min(0).max(5),
      decision: seatDecisionSchema,
    }),
  ),
});
export type ReviewImportInput = z.output<typeof reviewImportInputSchema>;

export const reviewImportOutputSchema = z.object({
  /** 1 for the first review, 2… for corrections. */
  review: z.number().int(),
  /** Members admitted from the file's names. */
  admitted: z.array(memberRef),
  message: z.string(),
});
export type ReviewImportOutcome = z.output<typeof reviewImportOutputSchema>;
