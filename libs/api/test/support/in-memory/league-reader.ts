// The league administrator's use cases (seasons, leagues and their tables; results files imported,
// recorded and exported) over plain data: the tests' fixture. Their shapes are the application's.
import type {
  ImportProgress,
  ImportReview,
  LeagueTable,
  LeagueUseCases,
  PbnExport,
  SeasonSummary,
  SiteCommandOutcome,
} from '@club/application';

/** The league administrators' use cases over plain data. */
export interface LeagueData {
  readonly seasons?: readonly SeasonSummary[];
  readonly leagueTables?: readonly LeagueTable[];
  /** Imported sessions' player reviews. */
  readonly reviews?: readonly ImportReview[];
  /** Imports as if run: importResults answers with the first one's id. */
  readonly imports?: readonly ImportProgress[];
  readonly exports?: readonly {
    readonly sessionId: string;
    readonly fileName: string;
    readonly text: string;
    readonly boards?: PbnExport['boards'];
  }[];
}

/** Over plain data: the tests' fixture (commands accepted for a known season or league, changing nothing). */
export function inMemoryLeagueReader(data: LeagueData): LeagueUseCases {
  const seasons = data.seasons ?? [];
  const known = async (ok: boolean, error: string): Promise<SiteCommandOutcome> =>
    ok ? { ok: true } : { ok: false, error };
  const league = (id: string) => seasons.some((s) => s.leagues.some((l) => l.leagueId === id));
  return {
    seasons: () => [...seasons],
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
    recordImport: async ({ importId }) => {
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
        warnings: [],
      };
    },
    importReview: (sessionId) => data.reviews?.find((r) => r.sessionId === sessionId),
    reviewImport: async ({ sessionId }) => {
      const found = data.reviews?.find((r) => r.sessionId === sessionId);
      if (!found)
        return {
          ok: false,
          error: `sessionId: there is no imported session '${sessionId}'`,
          code: 'session-unknown',
          params: { sessionId },
        };
      return { ok: true, review: found.reviews + 1, admitted: [], message: 'Players reviewed.' };
    },
    exportPbn: (sessionId) => {
      const found = data.exports?.find((e) => e.sessionId === sessionId);
      return found ? { fileName: found.fileName, text: found.text, boards: found.boards ?? [] } : undefined;
    },
    exportUsebio: (sessionId) => {
      const found = data.exports?.find((e) => e.sessionId === sessionId);
      return found
        ? { fileName: found.fileName.replace(/\.pbn$/, '.xml'), text: found.text, boards: found.boards ?? [] }
        : undefined;
    },
  };
}
