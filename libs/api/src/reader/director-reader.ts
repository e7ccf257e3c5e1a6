// What a director reads (slice: director): his sessions' desks, a session's grid of table-boards
// with their results and publications, one table-board live (calls, cards, the engine's
// irregularity flags, rulings), and the Law 77 score of an entry before he confirms it.
import { z } from 'zod';
import { codeText, countNumber, idText } from '../input/text-limits';
import type { MaybePromise } from './maybe-promise';
import { sessionSummarySchema } from '@club/application';

const seat = z.enum(['N', 'E', 'S', 'W']);
const vulnerability = z.enum(['None', 'NS', 'EW', 'All']);

export const directorDeskSchema = z.object({
  sessionId: z.string(),
  name: z.string(),
  status: sessionSummarySchema.shape.status,
  tables: z.number().int(),
  boards: z.number().int(),
  openDirectorCalls: z.number().int(),
});
export type DirectorDesk = z.infer<typeof directorDeskSchema>;

/** A result as the table scorer entered it, with its Law 77 score for North-South. */
export const resultLineSchema = z.object({
  contract: z.string(),
  declarer: seat.nullable(),
  tricks: z.number().int().nullable(),
  scoreNs: z.number().int(),
});

export const publicationSchema = z.object({
  version: z.number().int(),
  availableAt: z.string(),
  correctionDeadline: z.string(),
  appealDeadline: z.string(),
  /** What the director confirmed publishing without (absent: complete). */
  incomplete: z.object({ roundsRemaining: z.number().int(), missingResults: z.number().int() }).optional(),
  /** The same in words ("2 rounds not ended and 15 results missing"). */
  leftOut: z.string().optional(),
});

export const directorSlotSchema = z.object({
  section: z.string(),
  round: z.number().int(),
  table: z.number().int(),
  board: z.number().int(),
  ns: z.string(),
  ew: z.string(),
  dealer: seat,
  vulnerability,
  result: resultLineSchema.nullable(),
  corrected: z.boolean(),
  rulings: z.number().int(),
  /** 'A60/40', or the kind of an assigned/weighted adjustment. */
  adjustment: z.string().nullable(),
});

export const directorSessionSchema = z.object({
  sessionId: z.string(),
  name: z.string(),
  startsAt: z.string(),
  status: sessionSummarySchema.shape.status,
  /** What publishing now would leave out (0 and 0: complete); publishing anyway needs these counts confirmed. */
  incomplete: z.object({ roundsRemaining: z.number().int(), missingResults: z.number().int() }),
  /** The same in words ("3 rounds not ended and 11 results missing"), '' when complete. */
  whatIsMissing: z.string(),
  scoring: z.string(),
  lawsEdition: z.string(),
  rounds: z.number().int(),
  sections: z.array(
    z.object({
      section: z.string(),
      movement: z.string(),
      pairs: z.array(z.object({ pair: z.string(), players: z.array(z.string()) })),
    }),
  ),
  publications: z.array(publicationSchema),
  slots: z.array(directorSlotSchema),
  /** The round in play, the next round the director may start (null after the last or once closed), each round's times. */
  currentRound: z.number().int().nullable(),
  nextRound: z.number().int().nullable(),
  roundTimes: z.array(z.object({ round: z.number().int(), startedAt: z.string(), endedAt: z.string().nullable() })),
  closedAt: z.string().nullable(),
  /** The units a procedural penalty takes in this session's scoring (MP/%top, IMP, IMP/VP). */
  penaltyUnits: z.array(z.string()),
});
export type DirectorSession = z.infer<typeof directorSessionSchema>;

export const tableBoardRefSchema = z.object({
  sessionId: idText,
  section: codeText.min(1).regex(/^[A-Za-z0-9]+$/, 'a section is letters or digits'),
  table: countNumber,
  board: countNumber,
});
export type TableBoardAt = z.infer<typeof tableBoardRefSchema>;

export const pendingRectificationSchema = z.object({
  stage: z.enum(['auction', 'play']),
  kind: z.string(),
  law: z.string(),
  offender: seat.nullable(),
  edition: z.enum(['1997', '2007']),
  options: z.array(
    z.object({
      option: z.string(),
      laws: z.array(z.string()),
      description: z.string(),
      /** Who elects (Law 10C): a seat of the non-offending side, or the director. */
      chooser: z.union([seat, z.literal('director')]),
      /** What the option needs picked, from `choices` (the closed set the engine accepts). */
      choice: z.enum(['none', 'call', 'card', 'suit', 'settle']),
      choices: z.array(z.string()),
    }),
  ),
});
export type PendingRectification = z.infer<typeof pendingRectificationSchema>;

export const liveTableBoardSchema = tableBoardRefSchema.extend({
  round: z.number().int(),
  ns: z.string(),
  ew: z.string(),
  dealer: seat,
  vulnerability,
  opened: z.boolean(),
  phase: z.enum(['not-started', 'auction', 'play', 'over']),
  calls: z.array(z.object({ seat, call: z.string() })),
  cards: z.array(z.object({ seat, card: z.string() })),
  toAct: seat.nullable(),
  hands: z
    .object({ N: z.array(z.string()), E: z.array(z.string()), S: z.array(z.string()), W: z.array(z.string()) })
    .nullable(),
  irregularities: z.array(z.object({ law: z.string(), kind: z.string(), offender: seat })),
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
      attestation: z.string(),
      at: z.string(),
      used: z.boolean(),
    }),
  ),
  /** The latest publication's Law 79C1 deadline; null before publication. */
  correctionDeadline: z.string().nullable(),
});
export type LiveTableBoard = z.infer<typeof liveTableBoardSchema>;

export interface ScorePreviewInput {
  readonly sessionId: string;
  readonly board: number;
  readonly contract: string;
  readonly declarer: 'N' | 'E' | 'S' | 'W' | null;
  readonly tricks: number | null;
}

export interface DirectorReader {
  directorDesk(sessionId: string): MaybePromise<DirectorDesk | undefined>;
  directorSession(sessionId: string): MaybePromise<DirectorSession | undefined>;
  liveTableBoard(ref: TableBoardAt): MaybePromise<LiveTableBoard | undefined>;
  /** The Law 77 score of an entry on the board's stored vulnerability; throws naming a bad contract. */
  scorePreview(input: ScorePreviewInput): MaybePromise<{ readonly scoreNs: number } | undefined>;
}

export interface DirectorData {
  readonly desks?: readonly DirectorDesk[];
  readonly directorSessions?: readonly DirectorSession[];
  readonly liveBoards?: readonly LiveTableBoard[];
}

/** Over plain data: the tests' fixture. */
export function inMemoryDirectorReader(data: DirectorData): DirectorReader {
  const sameBoard = (a: TableBoardAt, b: TableBoardAt) =>
    a.sessionId === b.sessionId && a.section === b.section && a.table === b.table && a.board === b.board;
  return {
    directorDesk: (sessionId) => data.desks?.find((d) => d.sessionId === sessionId),
    directorSession: (sessionId) => data.directorSessions?.find((s) => s.sessionId === sessionId),
    liveTableBoard: (ref) => data.liveBoards?.find((b) => sameBoard(b, ref)),
    scorePreview: (input) =>
      data.directorSessions?.some((s) => s.sessionId === input.sessionId) ? { scoreNs: 0 } : undefined,
  };
}
