// The director's commands on a board at a table, and the publication, as the site takes them in
// and answers them: record calls and cards, director calls, rulings, adjusted scores, corrections.
// Seats, cards, calls and results are @club/bridge's schemas; laws, rulings and adjusted sides
// @club/club's (one default for each field, at this edge).
import {
  callAlertSchema,
  callInputSchema,
  cardTextSchema,
  enteredResultInputSchema,
  resultInputSchema,
  seatSchema,
} from '@club/bridge';
import { DIRECTOR_STAGES, lawsSchema, rulingSchema, sideAdjustmentInputSchema } from '@club/club';
import { codeText, freeText, idText } from '@club/events';
import { z } from 'zod';
import { tableBoardRefSchema } from '@club/club';

const seat = seatSchema;

export const enterResultInputSchema = tableBoardRefSchema.extend(enteredResultInputSchema.shape);
export type EnterResultInput = z.output<typeof enterResultInputSchema>;

export const enterResultOutputSchema = z.object({ scoreNs: z.number().int() });
export type EnterResultOutput = z.output<typeof enterResultOutputSchema>;

export const tableActionInputSchema = z.discriminatedUnion('action', [
  // `alert`: the call was alerted at the table, with the explanation given (null: none).
  tableBoardRefSchema.extend({
    action: z.literal('call'),
    seat,
    call: callInputSchema,
    alert: callAlertSchema.optional(),
  }),
  tableBoardRefSchema.extend({ action: z.literal('card'), seat, card: cardTextSchema }),
]);
export type TableActionInput = z.output<typeof tableActionInputSchema>;

/** The types of the events the call or card recorded (an irregular one is flagged, never refused). */
export const tableActionOutputSchema = z.object({ events: z.array(z.string()) });
export type TableActionOutput = z.output<typeof tableActionOutputSchema>;

export const callDirectorInputSchema = tableBoardRefSchema.extend({
  calledBy: seat.nullable(),
  stage: z.enum(DIRECTOR_STAGES),
  irregularity: freeText.min(1),
});
export type CallDirectorInput = z.output<typeof callDirectorInputSchema>;

export const callDirectorOutputSchema = z.object({ callId: z.string() });
export type CallDirectorOutput = z.output<typeof callDirectorOutputSchema>;

/** The ruling is @club/club's one schema (the GiveRuling command's too). */
export const giveRulingInputSchema = tableBoardRefSchema.extend(rulingSchema.shape);
export type GiveRulingInput = z.output<typeof giveRulingInputSchema>;

export const giveRulingOutputSchema = z.object({ rulingId: z.string() });
export type GiveRulingOutput = z.output<typeof giveRulingOutputSchema>;

/** Without `rulingId` the director adjusts straight from the board: the ruling is given with it. */
export const adjustScoreInputSchema = tableBoardRefSchema.extend({
  rulingId: idText.optional(),
  laws: lawsSchema,
  ns: sideAdjustmentInputSchema,
  ew: sideAdjustmentInputSchema,
});
export type AdjustScoreInput = z.output<typeof adjustScoreInputSchema>;

/** `label`: an artificial adjustment's (A60/40 …); `balanced`: both sides' scores complement. */
export const adjustScoreOutputSchema = z.object({ label: z.string().nullable(), balanced: z.boolean() });
export type AdjustScoreOutput = z.output<typeof adjustScoreOutputSchema>;

export const correctResultInputSchema = tableBoardRefSchema.extend({
  ...resultInputSchema.shape,
  reason: freeText.min(1),
  law: codeText.min(1).optional(),
  /** A Law 79C2 authorisation recorded on the board (after the 79C1 deadline). */
  authorizationId: idText.optional(),
});
export type CorrectResultInput = z.output<typeof correctResultInputSchema>;

/** The law the correction was made under (79A, 79B, 79C1, 79C2) and the board's new score. */
export const correctResultOutputSchema = z.object({ law: z.string(), scoreNs: z.number().int() });
export type CorrectResultOutput = z.output<typeof correctResultOutputSchema>;

/** The director keeps the recorded result a table asked to change: the request's id (its slot's), an optional reason for the table. */
export const declineCorrectionInputSchema = tableBoardRefSchema.extend({
  requestId: idText,
  reason: freeText.min(1).optional(),
});
export type DeclineCorrectionInput = z.output<typeof declineCorrectionInputSchema>;

/** The request declined, and the result that stands. */
export const declineCorrectionOutputSchema = z.object({ requestId: z.string(), scoreNs: z.number().int() });
export type DeclineCorrectionOutput = z.output<typeof declineCorrectionOutputSchema>;

/** `confirmIncomplete`: the director's second confirmation, naming the counts of what is missing he was shown. */
export const publishInputSchema = z.object({
  sessionId: idText,
  confirmIncomplete: z
    .object({
      roundsRemaining: z.number().int().nonnegative().max(9999),
      missingResults: z.number().int().nonnegative().max(99_999),
    })
    .strict()
    .optional(),
});
export type PublishInput = z.output<typeof publishInputSchema>;

export const publishOutputSchema = z.object({
  version: z.number().int(),
  availableAt: z.string(),
  correctionDeadline: z.string(),
  appealDeadline: z.string(),
});
export type PublishOutput = z.output<typeof publishOutputSchema>;
