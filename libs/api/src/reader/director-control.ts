// What a director decides beyond entering results (slice: director): the rectification of the
// irregularity pending on a board, a procedural penalty, a Law 79C2 authorisation for a late
// correction, and the session's rounds and close. The application layer decides each with
// libs/club's deciders; a refusal comes back in the decider's words.
import { PENALTY_UNITS } from '@club/club';
import { z } from 'zod';
import { codeText, countNumber, freeText, idText, listOf } from '../input/text-limits';
import type { DirectorActor } from './director-commands';
import { tableBoardRefSchema } from './director-reader';
import type { MaybePromise } from './maybe-promise';

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

export { PENALTY_UNITS } from '@club/club';

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

export const authorizeLateCorrectionInputSchema = tableBoardRefSchema.extend({
  organizerId: memberId,
  attestation: freeText.trim().min(1, 'say what satisfies you both that the record is wrong'),
});
export type AuthorizeLateCorrectionInput = z.output<typeof authorizeLateCorrectionInputSchema>;

export const roundInputSchema = z.object({ sessionId: idText, round: countNumber });
export type RoundInput = z.output<typeof roundInputSchema>;

export interface DirectorControl {
  rectify(input: RectifyInput, by: DirectorActor): MaybePromise<{ events: string[] }>;
  assessPenalty(input: AssessPenaltyInput, by: DirectorActor): MaybePromise<{ rulingId: string; contestant: string }>;
  authorizeLateCorrection(
    input: AuthorizeLateCorrectionInput,
    by: DirectorActor,
  ): MaybePromise<{ authorizationId: string }>;
  startRound(input: RoundInput, by: DirectorActor): MaybePromise<{ round: number; at: string }>;
  endRound(input: RoundInput, by: DirectorActor): MaybePromise<{ round: number; at: string }>;
  closeSession(input: { readonly sessionId: string }, by: DirectorActor): MaybePromise<{ at: string }>;
}

export interface DirectorControlData {
  /** The in-memory fixture records every command here (name, input, member). */
  readonly directorLog?: { name: string; input: unknown; by: string }[];
}

/** Over plain data: the tests' fixture records the commands and answers plainly. */
export function inMemoryDirectorControl(data: DirectorControlData): DirectorControl {
  const log = (name: string, input: unknown, by: DirectorActor) =>
    data.directorLog?.push({ name, input, by: by.memberId });
  return {
    rectify: (input, by) => (log('rectify', input, by), { events: [] }),
    assessPenalty: (input, by) => (
      log('assessPenalty', input, by),
      { rulingId: 'r1', contestant: input.side === 'NS' ? '1NS' : '1EW' }
    ),
    authorizeLateCorrection: (input, by) => (log('authorizeLateCorrection', input, by), { authorizationId: 'a1' }),
    startRound: (input, by) => (log('startRound', input, by), { round: input.round, at: '' }),
    endRound: (input, by) => (log('endRound', input, by), { round: input.round, at: '' }),
    closeSession: (input, by) => (log('closeSession', input, by), { at: '' }),
  };
}
