// What an Ulti organiser, a score-keeper and the jury send to run a club evening (issue 11): each
// input is the session command's own schema (@club/club) without its type, with the session id.
// The API validates its inputs with these; the site's pages come later.
import { ULTI_SESSION_COMMAND_SCHEMAS as C, ultiIdSchema } from '@club/club';
import { z } from 'zod';

const inSession = { sessionId: ultiIdSchema };

export const openUltiSessionInputSchema = C.ScheduleUltiSession.omit({ type: true, ruleSet: true, tables: true })
  .extend({
    /** The rule set's name (default MAUSZ 2017, the only one built in today). */
    ruleSet: z.literal('MAUSZ 2017').optional(),
  })
  .strict();
export type OpenUltiSessionInput = z.output<typeof openUltiSessionInputSchema>;

export const checkInUltiPlayerInputSchema = C.CheckInUltiPlayer.omit({ type: true }).extend(inSession);
export type CheckInUltiPlayerInput = z.output<typeof checkInUltiPlayerInputSchema>;

export const withdrawUltiPlayerInputSchema = C.WithdrawUltiPlayer.omit({ type: true }).extend(inSession);
export type WithdrawUltiPlayerInput = z.output<typeof withdrawUltiPlayerInputSchema>;

/** The ranking of a strength-order draw is the league's, found by the use case; the rest as the command. */
export const drawUltiRoundInputSchema = C.DrawUltiRound.omit({ type: true, ranking: true }).extend(inSession);
export type DrawUltiRoundInput = z.output<typeof drawUltiRoundInputSchema>;

export const recordUltiDealInputSchema = C.RecordUltiDeal.omit({ type: true }).extend(inSession);
export type RecordUltiDealInput = z.output<typeof recordUltiDealInputSchema>;

/** Who corrects is the signed-in member. */
export const correctUltiDealInputSchema = C.CorrectUltiDeal.omit({ type: true, by: true }).extend(inSession);
export type CorrectUltiDealInput = z.output<typeof correctUltiDealInputSchema>;

/** The ruling id is made by the use case when none is given. */
export const recordUltiJuryRulingInputSchema = C.RecordUltiJuryRuling.omit({ type: true })
  .extend(inSession)
  .extend({ rulingId: ultiIdSchema.optional() });
export type RecordUltiJuryRulingInput = z.output<typeof recordUltiJuryRulingInputSchema>;

export const endUltiRoundInputSchema = C.EndUltiRound.omit({ type: true }).extend(inSession);
export type EndUltiRoundInput = z.output<typeof endUltiRoundInputSchema>;

export const closeUltiSessionInputSchema = z.object(inSession).strict();
export type CloseUltiSessionInput = z.output<typeof closeUltiSessionInputSchema>;
