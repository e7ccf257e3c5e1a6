// What the API reads about the club, as a small interface of its own. The application layer
// (issue 6's read models) implements it; until then the site runs on emptyClubReader and the
// tests on inMemoryClubReader. Shapes are zod schemas because they are the procedures' outputs.
import { z } from 'zod';

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

export const directorDeskSchema = z.object({
  sessionId: z.string(),
  name: z.string(),
  status: sessionSummarySchema.shape.status,
  tables: z.number().int(),
  boards: z.number().int(),
  openDirectorCalls: z.number().int(),
});
export type DirectorDesk = z.infer<typeof directorDeskSchema>;

export const appealSummarySchema = z.object({
  appealId: z.string(),
  sessionId: z.string(),
  board: z.number().int(),
  status: z.enum(['lodged', 'hearing-scheduled', 'heard', 'decided', 'withdrawn', 'referred']),
  lodgedAt: z.string(),
  /** The appeal period's end for the session (Laws 79C/92B), ISO time. */
  appealDeadline: z.string(),
});
export type AppealSummary = z.infer<typeof appealSummarySchema>;

export const appealCaseSchema = appealSummarySchema.extend({
  timeline: z.array(z.object({ at: z.string(), type: z.string(), summary: z.string() })),
});
export type AppealCase = z.infer<typeof appealCaseSchema>;

export const seasonSummarySchema = z.object({
  seasonId: z.string(),
  name: z.string(),
  leagues: z.array(z.object({ leagueId: z.string(), name: z.string(), game: z.enum(['bridge', 'ulti']) })),
});
export type SeasonSummary = z.infer<typeof seasonSummarySchema>;

type MaybePromise<T> = T | Promise<T>;

export interface ClubReader {
  latestSessions(limit: number): MaybePromise<readonly SessionSummary[]>;
  board(sessionId: string, board: number): MaybePromise<BoardRecord | undefined>;
  directorDesk(sessionId: string): MaybePromise<DirectorDesk | undefined>;
  appeals(): MaybePromise<readonly AppealSummary[]>;
  appealCase(appealId: string): MaybePromise<AppealCase | undefined>;
  seasons(): MaybePromise<readonly SeasonSummary[]>;
}
