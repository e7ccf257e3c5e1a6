// The members' results: latest sessions and a board's hands and traveller (slice: members).
import { z } from 'zod';
import type { MaybePromise } from './maybe-promise';

const SEATS = ['N', 'E', 'S', 'W'] as const;
export const seatSchema = z.enum(SEATS);

export const sessionSummarySchema = z.object({
  sessionId: z.string(),
  name: z.string(),
  /** ISO date of play. */
  date: z.string(),
  game: z.enum(['bridge', 'ulti']),
  status: z.enum(['scheduled', 'running', 'over']),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** A hand as rank characters per suit, highest first ('AKT2'; '' for a void). */
export const handSchema = z.object({ spades: z.string(), hearts: z.string(), diamonds: z.string(), clubs: z.string() });
export type Hand = z.infer<typeof handSchema>;

export const tableResultSchema = z.object({
  table: z.number().int(),
  ns: z.string(),
  ew: z.string(),
  /** '4S', '3NTx', 'Pass'. */
  contract: z.string(),
  declarer: seatSchema.nullable(),
  tricks: z.number().int().min(0).max(13).nullable(),
  /** The opening lead, e.g. 'HK'. */
  lead: z.string().nullable(),
  scoreNs: z.number().int().nullable(),
  /** The section whose traveller the row is on (Mitchell sections keep their own). */
  section: z.string().optional(),
  /** `A60/40`, `assigned`, `weighted` when the director adjusted the score. */
  adjusted: z.string().nullable().optional(),
  pctNs: z.number().nullable().optional(),
  pctEw: z.number().nullable().optional(),
  impNs: z.number().nullable().optional(),
  /** Called and played card by card at this table: its replay exists. */
  played: z.boolean().optional(),
});
export type TableResult = z.infer<typeof tableResultSchema>;

export const boardHeaderSchema = z.object({
  sessionId: z.string(),
  board: z.number().int().positive(),
  dealer: seatSchema,
  vulnerability: z.enum(['None', 'NS', 'EW', 'All']),
});

export interface BoardRecord extends z.infer<typeof boardHeaderSchema> {
  readonly hands: Readonly<Record<(typeof SEATS)[number], Hand>>;
  readonly traveller: readonly TableResult[];
  readonly revealedToAll: boolean;
  /** For each entrant that has a result on this board, its members. */
  readonly finishedBy: readonly (readonly string[])[];
}

const rankingRowSchema = z.object({
  /** Shared places read `3=`. */
  rank: z.string(),
  pair: z.string(),
  players: z.array(z.string()),
  /** The players' names, in the order of `players`. */
  names: z.array(z.string()),
  total: z.number(),
  percentage: z.number().nullable(),
  boardsPlayed: z.number().int(),
});

/** Where an imported session came from: the results file, the program that wrote it, its event. */
export const sessionOriginSchema = z.object({
  fileName: z.string(),
  format: z.enum(['PBN', 'USEBIO']),
  program: z.string().nullable(),
  eventName: z.string().nullable(),
  eventDate: z.string().nullable(),
});
export type SessionOrigin = z.infer<typeof sessionOriginSchema>;

export const sessionResultsSchema = sessionSummarySchema.omit({ game: true }).extend({
  scoring: z.string().nullable(),
  form: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** Null for a session run in the club. */
  importedFrom: sessionOriginSchema.nullable(),
  boards: z.array(z.number().int()),
  sections: z.array(
    z.object({
      section: z.string(),
      method: z.string(),
      /** Mitchell: `NS` and `EW`; Howell and teams: one field. */
      fields: z.array(z.object({ field: z.string(), rows: z.array(rankingRowSchema) })),
      match: z
        .object({
          home: z.string(),
          away: z.string(),
          impsHome: z.number(),
          impsAway: z.number(),
          vpHome: z.number(),
          vpAway: z.number(),
          boards: z.array(z.object({ board: z.number().int(), imps: z.number() })),
        })
        .nullable(),
    }),
  ),
});
export type SessionResults = z.infer<typeof sessionResultsSchema>;

export const playStepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('call'), seat: seatSchema, call: z.string() }),
  z.object({ kind: z.literal('card'), seat: seatSchema, card: z.string(), trick: z.number().int() }),
]);
export type PlayStep = z.infer<typeof playStepSchema>;

export const boardPlayHeaderSchema = boardHeaderSchema.extend({
  section: z.string(),
  table: z.number().int(),
  ns: z.string(),
  ew: z.string(),
});

export interface BoardPlayRecord extends z.infer<typeof boardPlayHeaderSchema> {
  readonly hands: Readonly<Record<(typeof SEATS)[number], Hand>> | null;
  readonly steps: readonly PlayStep[];
  readonly result: string | null;
  readonly revealedToAll: boolean;
  readonly finishedBy: readonly (readonly string[])[];
}

export const playerHistorySchema = z.object({
  memberId: z.string(),
  averagePercentage: z.number().nullable(),
  sessions: z.array(
    z.object({
      sessionId: z.string(),
      name: z.string(),
      date: z.string(),
      percentage: z.number().nullable(),
      rank: z.string(),
      fieldSize: z.number().int(),
      partners: z.array(z.string()),
    }),
  ),
});
export type PlayerHistory = z.infer<typeof playerHistorySchema>;

/** Whether results are behind the log (a job waited longer than the threshold) and when they were last computed. */
export const resultsLagSchema = z.object({ behind: z.boolean(), lastComputedAt: z.string().nullable() });
export type ResultsLag = z.infer<typeof resultsLagSchema>;

export interface ResultsReader {
  resultsLag(): MaybePromise<ResultsLag>;
  latestSessions(limit: number): MaybePromise<readonly SessionSummary[]>;
  board(sessionId: string, board: number): MaybePromise<BoardRecord | undefined>;
  sessionResults(sessionId: string): MaybePromise<SessionResults | undefined>;
  /** The calls and cards of a board played card by card at one table. */
  boardPlay(
    sessionId: string,
    section: string,
    table: number,
    board: number,
  ): MaybePromise<BoardPlayRecord | undefined>;
  playerHistory(memberId: string): MaybePromise<PlayerHistory>;
}

export interface ResultsData {
  readonly sessions?: readonly SessionSummary[];
  readonly boards?: readonly BoardRecord[];
  readonly sessionResults?: readonly SessionResults[];
  readonly boardPlays?: readonly BoardPlayRecord[];
  readonly histories?: readonly PlayerHistory[];
  readonly resultsLag?: ResultsLag;
}

/** Over plain data: the tests' fixture. */
export function inMemoryResultsReader(data: ResultsData): ResultsReader {
  return {
    resultsLag: () => data.resultsLag ?? { behind: false, lastComputedAt: null },
    latestSessions: (limit) => [...(data.sessions ?? [])].sort((a, b) => b.date.localeCompare(a.date)).slice(0, limit),
    board: (sessionId, board) => data.boards?.find((b) => b.sessionId === sessionId && b.board === board),
    sessionResults: (sessionId) => data.sessionResults?.find((s) => s.sessionId === sessionId),
    boardPlay: (sessionId, section, table, board) =>
      data.boardPlays?.find(
        (p) => p.sessionId === sessionId && p.section === section && p.table === table && p.board === board,
      ),
    playerHistory: (memberId) =>
      data.histories?.find((h) => h.memberId === memberId) ?? { memberId, averagePercentage: null, sessions: [] },
  };
}
