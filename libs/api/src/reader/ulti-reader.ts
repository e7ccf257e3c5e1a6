// Ulti league tables, session standings, the per-deal ledger and deal replays (slice: members).
import { z } from 'zod';
import type { MaybePromise } from './maybe-promise';

export const ultiLeagueSummarySchema = z.object({ leagueId: z.string(), name: z.string(), sessions: z.number().int() });
export type UltiLeagueSummary = z.infer<typeof ultiLeagueSummarySchema>;

const forintsByPlayer = z.record(z.string(), z.number());
/** Each player's name (the member id when unknown), keyed by member id. */
const names = z.record(z.string(), z.string());

export const ultiLeagueSchema = z.object({
  names,
  leagueId: z.string(),
  name: z.string(),
  tieBreaks: z.array(z.string()),
  rows: z.array(
    z.object({
      rank: z.number().int(),
      player: z.string(),
      sessions: z.number().int(),
      placementPoints: z.number(),
      forints: z.number(),
      tableWins: z.number().int(),
    }),
  ),
  sessions: z.array(z.object({ sessionId: z.string(), status: z.enum(['scheduled', 'closed']), counted: z.boolean() })),
});
export type UltiLeague = z.infer<typeof ultiLeagueSchema>;

export const ultiSessionSchema = z.object({
  names,
  sessionId: z.string(),
  leagueId: z.string().nullable(),
  status: z.enum(['scheduled', 'closed']),
  ruleSet: z.string().nullable(),
  ranking: z.array(
    z.object({
      rank: z.number().int(),
      player: z.string(),
      table: z.number().int(),
      forints: z.number(),
      place: z.number().int(),
      placementPoints: z.number(),
    }),
  ),
  tables: z.array(
    z.object({
      table: z.number().int(),
      players: z.array(z.string()),
      totals: forintsByPlayer,
      deals: z.array(
        z.object({
          dealNo: z.number().int(),
          dealer: z.string(),
          declarer: z.string().nullable(),
          contract: z.string().nullable(),
          outcome: z.string(),
          deltas: forintsByPlayer,
          after: forintsByPlayer,
        }),
      ),
    }),
  ),
});
export type UltiSession = z.infer<typeof ultiSessionSchema>;

export const ultiDealSchema = z.object({
  names,
  sessionId: z.string(),
  table: z.number().int(),
  dealNo: z.number().int(),
  players: z.array(z.string()),
  dealer: z.string(),
  declarer: z.string().nullable(),
  contract: z.string().nullable(),
  outcome: z.string(),
  hands: z.record(z.string(), z.array(z.string())),
  talon: z.array(z.string()),
  steps: z.array(z.object({ kind: z.string(), player: z.string(), detail: z.string() })),
  deltas: forintsByPlayer,
});
export type UltiDeal = z.infer<typeof ultiDealSchema>;

export interface UltiReader {
  ultiLeagues(): MaybePromise<readonly UltiLeagueSummary[]>;
  ultiLeague(leagueId: string): MaybePromise<UltiLeague | undefined>;
  ultiSession(sessionId: string): MaybePromise<UltiSession | undefined>;
  ultiDeal(sessionId: string, table: number, dealNo: number): MaybePromise<UltiDeal | undefined>;
}

export interface UltiData {
  readonly ultiLeagues?: readonly UltiLeague[];
  readonly ultiSessions?: readonly UltiSession[];
  readonly ultiDeals?: readonly UltiDeal[];
}

/** Over plain data: the tests' fixture. */
export function inMemoryUltiReader(data: UltiData): UltiReader {
  return {
    ultiLeagues: () =>
      (data.ultiLeagues ?? []).map((l) => ({ leagueId: l.leagueId, name: l.name, sessions: l.sessions.length })),
    ultiLeague: (leagueId) => data.ultiLeagues?.find((l) => l.leagueId === leagueId),
    ultiSession: (sessionId) => data.ultiSessions?.find((s) => s.sessionId === sessionId),
    ultiDeal: (sessionId, table, dealNo) =>
      data.ultiDeals?.find((d) => d.sessionId === sessionId && d.table === table && d.dealNo === dealNo),
  };
}
