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
  readonly sessionOver: boolean;
  /** For each entrant that has a result on this board, its members. */
  readonly finishedBy: readonly (readonly string[])[];
}

export interface ResultsReader {
  latestSessions(limit: number): MaybePromise<readonly SessionSummary[]>;
  board(sessionId: string, board: number): MaybePromise<BoardRecord | undefined>;
}

export interface ResultsData {
  readonly sessions?: readonly SessionSummary[];
  readonly boards?: readonly BoardRecord[];
}

/** Over plain data: the tests' fixture. */
export function inMemoryResultsReader(data: ResultsData): ResultsReader {
  return {
    latestSessions: (limit) => [...(data.sessions ?? [])].sort((a, b) => b.date.localeCompare(a.date)).slice(0, limit),
    board: (sessionId, board) => data.boards?.find((b) => b.sessionId === sessionId && b.board === board),
  };
}
