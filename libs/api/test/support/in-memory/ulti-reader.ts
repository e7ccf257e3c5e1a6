// Ulti league tables, session standings, the per-deal ledger and deal replays (slice: members):
// the application's use cases (@club/application: UltiUseCases, shapes in ulti-shapes.ts), and their
// in-memory fake for the tests.
import type { UltiDeal, UltiLeague, UltiSession, UltiUseCases } from '@club/application';

export interface UltiData {
  readonly ultiLeagues?: readonly UltiLeague[];
  readonly ultiSessions?: readonly UltiSession[];
  readonly ultiDeals?: readonly UltiDeal[];
}

/** Over plain data: the tests' fixture. */
export function inMemoryUltiReader(data: UltiData): UltiUseCases {
  return {
    ultiLeagues: () =>
      (data.ultiLeagues ?? []).map((l) => ({ leagueId: l.leagueId, name: l.name, sessions: l.sessions.length })),
    ultiLeague: (leagueId) => data.ultiLeagues?.find((l) => l.leagueId === leagueId),
    ultiSession: (sessionId) => data.ultiSessions?.find((s) => s.sessionId === sessionId),
    ultiDeal: (sessionId, table, dealNo) =>
      data.ultiDeals?.find((d) => d.sessionId === sessionId && d.table === table && d.dealNo === dealNo),
  };
}
