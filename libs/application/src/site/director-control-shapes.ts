// What a director decides beyond entering results, as the API takes and answers it: the
// rectification of the irregularity pending on a board, a procedural penalty, a Law 79C2
// authorisation for a late correction, and the session's rounds and close. The application's
// control answers exactly these shapes (director-control.ts).
import { PENALTY_UNITS, tableBoardRefSchema } from '@club/club';
import { codeText, countNumber, freeText, idText, listOf } from '@club/events';
import { z } from 'zod';

const memberId = idText.regex(/^[A-Za-z0-9_.]+$/, "a member id is letters, digits, '_' or '.'");

export const rectifyInputSchema = tableBoardRefSchema.extend({
  /** One of the options the board's pending irregularity offers (e.g. 27A, 27B2, withdraw). */
  option: codeText.min(1),
  /** The option's choice from its closed set: a call ('2H', 'Pass'), a card ('SK') or a suit ('S'). */
  choice: codeText.min(1).optional(),
  /** Option 'director' (his own ruling, e.g. Law 25): the laws he applies and the ruling in words. */
  laws: listOf(codeText.trim().min(1)).optional(),
  text: freeText.optional(),
});
export type RectifyInput = z.output<typeof rectifyInputSchema>;

/** The types of the events the rectification recorded. */
export const rectifiedSchema = z.object({ events: z.array(z.string()) });
export type Rectified = z.output<typeof rectifiedSchema>;

export const assessPenaltyInputSchema = tableBoardRefSchema.extend({
  side: z.enum(['NS', 'EW']),
  amount: z.number().positive('the amount is more than 0').max(100),
  unit: z.enum(PENALTY_UNITS),
  law: codeText.regex(
    /^9[01][A-Z]?[0-9a-z()]*$/,
    'a procedural penalty is assessed under Law 90 or 91 (e.g. 90B2, 91A)',
  ),
  reason: freeText.trim().min(1, 'say why the penalty is assessed'),
});
export type AssessPenaltyInput = z.output<typeof assessPenaltyInputSchema>;

/** The ruling the penalty hangs on, and the pair (team) it is assessed against. */
export const penaltyAssessedSchema = z.object({ rulingId: z.string(), contestant: z.string() });
export type PenaltyAssessed = z.output<typeof penaltyAssessedSchema>;

export const authorizeLateCorrectionInputSchema = tableBoardRefSchema.extend({
  /** The tournament organizer who is satisfied too (Law 79C2); the director is the one signed in. */
  organizerId: memberId,
  attestation: freeText.trim().min(1, 'say what satisfies you both that the record is wrong'),
});
export type AuthorizeLateCorrectionInput = z.output<typeof authorizeLateCorrectionInputSchema>;

export const lateCorrectionAuthorizedSchema = z.object({ authorizationId: z.string() });
export type LateCorrectionAuthorized = z.output<typeof lateCorrectionAuthorizedSchema>;

export const roundInputSchema = z.object({ sessionId: idText, round: countNumber });
export type RoundInput = z.output<typeof roundInputSchema>;

/** A round started or ended, with the time. */
export const roundMarkedSchema = z.object({ round: z.number().int(), at: z.string() });
export type RoundMarked = z.output<typeof roundMarkedSchema>;

/** The session closed, with the time. */
export const sessionClosedSchema = z.object({ at: z.string() });
export type SessionClosedAt = z.output<typeof sessionClosedSchema>;
