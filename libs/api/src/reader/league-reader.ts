// Seasons, leagues and their tables, and what a league administrator records (slice: league admin).
import type { BoardSecrecyFacts } from '../secrecy/hand-record-secrecy';
import { z } from 'zod';
import type { CommandOutcome } from './appeals-commands';
import type { ImportProgress, LeagueCommands } from './league-commands';
import type { MaybePromise } from './maybe-promise';

export const leagueSummarySchema = z.object({
  leagueId: z.string(),
  seasonId: z.string(),
  name: z.string(),
  game: z.enum(['bridge', 'ulti']),
  /** The ranking rule in words. */
  rule: z.string(),
  sessions: z.array(z.string()),
});

export const seasonSummarySchema = z.object({
  seasonId: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  leagues: z.array(leagueSummarySchema),
});
export type SeasonSummary = z.infer<typeof seasonSummarySchema>;

export const leagueTableSchema = leagueSummarySchema.extend({
  computedAt: z.string().nullable(),
  counted: z.array(z.string()),
  rows: z.array(
    z.object({
      rank: z.string().nullable(),
      player: z.string(),
      sessions: z.number().int(),
      score: z.number(),
      detail: z.string(),
    }),
  ),
});
export type LeagueTable = z.infer<typeof leagueTableSchema>;

export interface LeagueReader extends LeagueCommands {
  seasons(): MaybePromise<readonly SeasonSummary[]>;
  league(leagueId: string): MaybePromise<LeagueTable | undefined>;
}

export interface LeagueData {
  readonly seasons?: readonly SeasonSummary[];
  readonly leagueTables?: readonly LeagueTable[];
  /** Imports as if run: importResults answers with the first one's id. */
  readonly imports?: readonly ImportProgress[];
  readonly exports?: readonly {
    readonly sessionId: string;
    readonly fileName: string;
    readonly text: string;
    readonly boards?: readonly BoardSecrecyFacts[];
  }[];
}

/** Over plain data: the tests' fixture (commands accepted for a known season or league, changing nothing). */
export function inMemoryLeagueReader(data: LeagueData): LeagueReader {
  const seasons = data.seasons ?? [];
  const known = (ok: boolean, error: string): CommandOutcome => (ok ? { ok: true } : { ok: false, error });
  const league = (id: string) => seasons.some((s) => s.leagues.some((l) => l.leagueId === id));
  return {
    seasons: () => seasons,
    league: (leagueId) => data.leagueTables?.find((t) => t.leagueId === leagueId),
    openSeason: (input) =>
      known(!seasons.some((s) => s.seasonId === input.seasonId), `season '${input.seasonId}' is already open`),
    createLeague: (input) =>
      known(
        seasons.some((s) => s.seasonId === input.seasonId),
        `seasonId: season '${input.seasonId}' is not open`,
      ),
    addSessionToLeague: (input) => known(league(input.leagueId), `the league is not created yet`),
    importResults: () => ({ importId: data.imports?.[0]?.importId ?? 'none' }),
    importProgress: (importId) => data.imports?.find((i) => i.importId === importId),
    recordImport: ({ importId }) => {
      const found = data.imports?.find((i) => i.importId === importId);
      if (!found || found.step !== 'done')
        return {
          ok: false,
          error: `importId: import '${importId}' is not known (imports are kept while the server runs): import the file again`,
          code: 'import-unknown',
          params: { importId },
        };
      return {
        ok: true,
        sessionId: importId,
        status: 'recorded',
        events: 0,
        tableBoards: 0,
        players: { members: 0, guests: 0 },
        message: `Recorded as session ${importId}.`,
        notes: [],
      };
    },
    exportPbn: (sessionId) => {
      const found = data.exports?.find((e) => e.sessionId === sessionId);
      return found ? { fileName: found.fileName, text: found.text, boards: found.boards ?? [] } : undefined;
    },
  };
}
