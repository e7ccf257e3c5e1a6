// One table-board live as its director reads it: calls, cards, the engine's irregularity flags,
// the rectification pending with the options the Laws offer, rulings, penalties and Law 79C2
// authorisations. The application's reader answers exactly this shape (director-reader.ts).
import { OPTION_WORDS_CODES, seatSchema, type OptionWords } from '@club/bridge';
import { tableBoardRefSchema } from '@club/club';
import { z } from 'zod';
import { resultLineSchema, vulnerabilitySchema } from './director-read-shapes';

/** An option's words: the engine's code and its values (seats, a card, 'yes'/'no'), worded by the page. */
const optionWordsSchema = z
  .object({
    code: z.enum(OPTION_WORDS_CODES as [OptionWords['code'], ...OptionWords['code'][]]),
    params: z.record(z.string(), z.string()),
  })
  .transform((w) => w as OptionWords);

export const rectificationOptionSchema = z.object({
  option: z.string(),
  laws: z.array(z.string()),
  /** The engine's English (logs, readers without a language; the page's words when `words` is missing). */
  description: z.string(),
  /** Absent only for a recorded play option of a law the engine does not offer today. */
  words: optionWordsSchema.optional(),
  /** Who elects (Law 10C): a seat of the non-offending side, or the director. */
  chooser: z.union([seatSchema, z.literal('director')]),
  /** What the option needs picked, from `choices` (the closed set the engine accepts); `settle`: the director's own ruling accepts or cancels the irregular call. */
  choice: z.enum(['none', 'call', 'card', 'suit', 'settle']),
  /** The closed set for `choice` ('1S', 'Pass'; 'HK'; 'S'), empty when `choice` is 'none'. */
  choices: z.array(z.string()),
});
export type RectificationOption = z.output<typeof rectificationOptionSchema>;
export type ChoiceKind = RectificationOption['choice'];

export const pendingRectificationSchema = z.object({
  stage: z.enum(['auction', 'play']),
  kind: z.string(),
  law: z.string(),
  offender: seatSchema.nullable(),
  edition: z.enum(['1997', '2007']),
  options: z.array(rectificationOptionSchema),
});
export type PendingRectification = z.output<typeof pendingRectificationSchema>;

export const liveTableBoardSchema = tableBoardRefSchema.extend({
  round: z.number().int(),
  ns: z.string(),
  ew: z.string(),
  dealer: seatSchema,
  vulnerability: vulnerabilitySchema,
  /** The Laws edition the board is played under (the opened board's, else the session's): the law picker's titles. */
  edition: z.enum(['1997', '2007']),
  opened: z.boolean(),
  phase: z.enum(['not-started', 'auction', 'play', 'over']),
  /** Every call as made; `alert` when it was alerted, with the explanation given (null: none). */
  calls: z.array(
    z.object({
      seat: seatSchema,
      call: z.string(),
      alert: z.object({ explanation: z.string().nullable() }).optional(),
    }),
  ),
  cards: z.array(z.object({ seat: seatSchema, card: z.string() })),
  toAct: seatSchema.nullable(),
  /** Cards not yet played, per seat ('SA', 'H10'...): what the card picker offers. */
  hands: z
    .object({ N: z.array(z.string()), E: z.array(z.string()), S: z.array(z.string()), W: z.array(z.string()) })
    .nullable(),
  irregularities: z.array(z.object({ law: z.string(), kind: z.string(), offender: seatSchema })),
  directorRequired: z.boolean(),
  /** The engine's rectification options for a pending auction irregularity (Laws 27–39). */
  rulingOptions: z.array(z.object({ option: z.string(), laws: z.array(z.string()), description: z.string() })),
  result: resultLineSchema.nullable(),
  directorCalls: z.array(z.object({ callId: z.string(), irregularity: z.string(), at: z.string() })),
  rulings: z.array(
    z.object({
      rulingId: z.string(),
      laws: z.array(z.string()),
      rulingType: z.string(),
      text: z.string(),
      edition: z.string(),
    }),
  ),
  adjustment: z.string().nullable(),
  /** The irregularity waiting for the director, named with its law, and the rectifications the Laws offer for it (libs/bridge). */
  rectification: pendingRectificationSchema.nullable(),
  penalties: z.array(
    z.object({
      rulingId: z.string().nullable(),
      contestant: z.string(),
      amount: z.number(),
      unit: z.string(),
      law: z.string(),
      at: z.string(),
    }),
  ),
  penaltyUnits: z.array(z.string()),
  /** Law 79C2 authorisations recorded on the board; `used` once a correction relied on it. */
  authorizations: z.array(
    z.object({
      authorizationId: z.string(),
      directorId: z.string(),
      organizerId: z.string(),
      /** The director's and the organizer's names, as the page shows them. */
      directorName: z.string(),
      organizerName: z.string(),
      attestation: z.string(),
      at: z.string(),
      used: z.boolean(),
    }),
  ),
  /** The latest publication's Law 79C1 deadline; null before publication. */
  correctionDeadline: z.string().nullable(),
});
export type LiveTableBoard = z.output<typeof liveTableBoardSchema>;
