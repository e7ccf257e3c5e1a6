// What a director reads of a session, as the API serves it: his desk, the session's grid of
// table-boards with their results and publications, and the Law 77 score of an entry before he
// confirms it. The application's reader answers exactly these shapes (director-reader.ts).
import { resultFlagSchema, seatSchema } from '@club/bridge';
import { codeText, countNumber, idText } from '@club/events';
import { z } from 'zod';

/** As the members' pages say it (@club/read-models sessionStatus). */
const sessionStatus = z.enum(['scheduled', 'running', 'over']);
export const vulnerabilitySchema = z.enum(['None', 'NS', 'EW', 'All']);

/** What publishing leaves out: rounds not ended, results missing (0 and 0: complete). */
const incomplete = z.object({ roundsRemaining: z.number().int(), missingResults: z.number().int() });

export const directorDeskSchema = z.object({
  sessionId: z.string(),
  name: z.string(),
  status: sessionStatus,
  tables: z.number().int(),
  boards: z.number().int(),
  openDirectorCalls: z.number().int(),
});
export type DirectorDesk = z.output<typeof directorDeskSchema>;

/** A result as the table scorer entered it, with its Law 77 score for North-South. */
export const resultLineSchema = z.object({
  contract: z.string(),
  declarer: seatSchema.nullable(),
  tricks: z.number().int().nullable(),
  scoreNs: z.number().int(),
});
export type ResultLine = z.output<typeof resultLineSchema>;

export const directorPublicationSchema = z.object({
  version: z.number().int(),
  availableAt: z.string(),
  correctionDeadline: z.string(),
  appealDeadline: z.string(),
  /** What the director confirmed publishing without (absent: complete); the page words the counts. */
  incomplete: incomplete.optional(),
});

export const directorSlotSchema = z.object({
  section: z.string(),
  round: z.number().int(),
  table: z.number().int(),
  board: z.number().int(),
  ns: z.string(),
  ew: z.string(),
  dealer: seatSchema,
  vulnerability: vulnerabilitySchema,
  result: resultLineSchema.nullable(),
  corrected: z.boolean(),
  /** Entered while the session asks East-West to confirm at the table, and not confirmed: it counts, marked. */
  unconfirmed: z.boolean(),
  /** The table entered the board again with another result: the director decides (his correction or decline clears it). */
  correctionRequest: z.object({ requestId: z.string(), requested: resultLineSchema, at: z.string() }).nullable(),
  rulings: z.number().int(),
  /** 'A60/40', or the kind of an assigned/weighted adjustment. */
  adjustment: z.string().nullable(),
});
export type DirectorSlot = z.output<typeof directorSlotSchema>;

/** A result its table confirmed although it was far from the field's: where, what, the flags, when. */
export const flaggedResultSchema = z.object({
  section: z.string(),
  round: z.number().int(),
  table: z.number().int(),
  board: z.number().int(),
  ns: z.string(),
  ew: z.string(),
  /** The result scored now (null only if none is recorded). */
  result: resultLineSchema.nullable(),
  flags: z.array(resultFlagSchema),
  /** When the table confirmed the flags. */
  at: z.string(),
});
export type FlaggedResult = z.output<typeof flaggedResultSchema>;

/** A section's movement as facts (@club/club movementDescription); the page words it in its language. */
export const movementDescriptionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mitchell'), tables: z.number().int(), style: z.enum(['odd', 'skip', 'relay-bye']) }),
  z.object({ kind: z.literal('howell'), tables: z.number().int(), shared: z.boolean() }),
  z.object({
    kind: z.literal('teams'),
    home: z.string(),
    away: z.string(),
    stints: z.number().int(),
    boardsPerStint: z.number().int(),
  }),
  z.object({
    kind: z.literal('individual'),
    players: z.number().int(),
    tables: z.number().int(),
    rounds: z.number().int(),
  }),
  z.object({ kind: z.literal('recorded'), file: z.string(), section: z.string().nullable() }),
]);
export type MovementDescriptionShape = z.output<typeof movementDescriptionSchema>;

export const directorSessionSchema = z.object({
  sessionId: z.string(),
  name: z.string(),
  startsAt: z.string(),
  status: sessionStatus,
  /** What publishing now would leave out (0 and 0: complete); publishing anyway needs these counts confirmed. The page words them. */
  incomplete,
  scoring: z.string(),
  lawsEdition: z.string(),
  rounds: z.number().int(),
  sections: z.array(
    z.object({
      section: z.string(),
      movement: movementDescriptionSchema,
      pairs: z.array(z.object({ pair: z.string(), players: z.array(z.string()) })),
    }),
  ),
  publications: z.array(directorPublicationSchema),
  slots: z.array(directorSlotSchema),
  /** The results tables confirmed although far from the field's, in the order they were confirmed. */
  flagged: z.array(flaggedResultSchema),
  /** The round in play, the next round the director may start (null after the last or once closed), each round's times. */
  currentRound: z.number().int().nullable(),
  nextRound: z.number().int().nullable(),
  roundTimes: z.array(z.object({ round: z.number().int(), startedAt: z.string(), endedAt: z.string().nullable() })),
  closedAt: z.string().nullable(),
  /** The units a procedural penalty takes in this session's scoring (MP/%top, IMP, IMP/VP). */
  penaltyUnits: z.array(z.string()),
});
export type DirectorSession = z.output<typeof directorSessionSchema>;

export const directorSessionInputSchema = z.object({ sessionId: idText });
export type DirectorSessionInput = z.output<typeof directorSessionInputSchema>;

/** An entry to score on the board's stored vulnerability (Law 77). */
export const scorePreviewInputSchema = z.object({
  sessionId: idText,
  board: countNumber,
  contract: codeText.min(1),
  declarer: seatSchema.nullable(),
  tricks: z.number().int().min(0).max(13).nullable(),
});
export type ScorePreviewInput = z.output<typeof scorePreviewInputSchema>;

export const scorePreviewSchema = z.object({ scoreNs: z.number().int() });
export type ScorePreview = z.output<typeof scorePreviewSchema>;
