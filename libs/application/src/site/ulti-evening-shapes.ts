// What the Ulti organiser's, score-keepers' and jury's procedures take: the session commands'
// inputs (ulti-session-shapes.ts) with the league the organiser acts for, and a deal's preview.
// A league administrator names his league; the use case holds it to the session's own league.
import { z } from 'zod';
import { ultiIdSchema } from '@club/club';
import { ultiRecordSchema, type UltiRecord } from '@club/ulti';
import {
  checkInUltiPlayerInputSchema,
  closeUltiSessionInputSchema,
  correctUltiDealInputSchema,
  drawUltiRoundInputSchema,
  endUltiRoundInputSchema,
  withdrawUltiPlayerInputSchema,
} from './ulti-session-shapes';

/** The league the organiser administers (a league administrator's authority); must be the session's league. */
const forLeague = { leagueId: ultiIdSchema.optional() };

export const ultiCheckInInputSchema = checkInUltiPlayerInputSchema.extend(forLeague);
export const ultiWithdrawInputSchema = withdrawUltiPlayerInputSchema.extend(forLeague);
export const ultiDrawRoundInputSchema = drawUltiRoundInputSchema.extend(forLeague);
export const ultiEndRoundInputSchema = endUltiRoundInputSchema.extend(forLeague);
export const ultiCloseSessionInputSchema = closeUltiSessionInputSchema.extend(forLeague);
export type UltiCheckInInput = z.output<typeof ultiCheckInInputSchema>;
export type UltiWithdrawInput = z.output<typeof ultiWithdrawInputSchema>;
export type UltiDrawRoundInput = z.output<typeof ultiDrawRoundInputSchema>;
export type UltiEndRoundInput = z.output<typeof ultiEndRoundInputSchema>;
export type UltiCloseSessionInput = z.output<typeof ultiCloseSessionInputSchema>;

/** A deal as the score-keeper has it before Confirm: settled, not recorded. */
export const previewUltiDealInputSchema = z.object({ sessionId: ultiIdSchema, record: ultiRecordSchema }).strict();
/** As the schema reads it, or any record (readonly) a caller has built. */
export type PreviewUltiDealInput = { readonly sessionId: string; readonly record: UltiRecord };

/** The forints each player would win or pay (zero-sum), with what the engine read from the sheet. */
export const ultiDealPreviewSchema = z
  .object({
    outcome: z.string(),
    declarer: z.string().nullable(),
    contract: z.string().nullable(),
    deltas: z.record(z.string(), z.number()),
  })
  .readonly();
export type UltiDealPreview = z.output<typeof ultiDealPreviewSchema>;

export const ultiCorrectDealInputSchema = correctUltiDealInputSchema.extend(forLeague);
export type UltiCorrectDealInput = z.output<typeof ultiCorrectDealInputSchema>;
