// What a league administrator does through the site: open a season, create a league with its
// ranking rule, add a session to it — each through libs/club's season and league deciders.
import { leagueDecider, leagueStreamId, parseLeagueCommand, parseSeasonCommand, seasonDecider, seasonStreamId, type RankingRule } from '@club/club';
import { executeBridge } from '../bridge/bridge-commands';
import type { Club } from '../club';
import type { SiteCommandOutcome } from './appeals-commands';
import { exportSessionPbn } from './league-export';
import { runImport, type ImportProgress } from './league-import';

export interface LeagueSiteCommands {
  openSeason(input: { seasonId: string; name: string; startsOn: string; endsOn: string }): Promise<SiteCommandOutcome>;
  createLeague(input: { leagueId: string; seasonId: string; name: string; game: 'bridge' | 'ulti'; rankingRule: unknown }): Promise<SiteCommandOutcome>;
  addSessionToLeague(input: { leagueId: string; sessionId: string; game: 'bridge' | 'ulti' }): Promise<SiteCommandOutcome>;
  /** Starts importing a results file; its progress is read with importProgress. */
  importResults(input: { fileName: string; bytes: Uint8Array }): { importId: string };
  importProgress(importId: string): ImportProgress | undefined;
  exportPbn(sessionId: string): { fileName: string; text: string } | undefined;
}

export function leagueSiteCommands(club: Club, clubId = 'demo'): LeagueSiteCommands {
  const attempt = async (run: () => unknown): Promise<SiteCommandOutcome> => {
    try {
      run();
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    await club.settle();
    return { ok: true };
  };
  // Imports run in this process; their progress is kept for the page to poll (the last 20).
  const imports = new Map<string, ImportProgress>();
  let next = 0;
  return {
    importResults({ fileName, bytes }) {
      const importId = `import-${Date.now().toString(36)}-${++next}`;
      for (const old of [...imports.keys()].slice(0, Math.max(0, imports.size - 19))) imports.delete(old);
      void runImport(importId, fileName, bytes, (p) => imports.set(importId, p));
      return { importId };
    },
    importProgress: (importId) => imports.get(importId),
    exportPbn: (sessionId) => exportSessionPbn(club, sessionId),
    openSeason: (input) =>
      attempt(() => {
        const command = parseSeasonCommand({ type: 'OpenSeason', clubId, ...input });
        executeBridge(club, seasonStreamId(command.seasonId), seasonDecider, command);
      }),
    createLeague: (input) =>
      attempt(() => {
        if (club.store.streamVersion(seasonStreamId(input.seasonId)) === 0) throw new RangeError(`seasonId: season '${input.seasonId}' is not open`);
        const command = parseLeagueCommand({ type: 'CreateLeague', ...input });
        executeBridge(club, leagueStreamId(input.leagueId), leagueDecider, command);
      }),
    addSessionToLeague: (input) =>
      attempt(() => {
        const stream = input.game === 'bridge' ? `session-${input.sessionId}` : `ulti-session-${input.sessionId}`;
        if (club.store.streamVersion(stream) === 0) throw new RangeError(`sessionId: there is no ${input.game} session '${input.sessionId}'`);
        const command = parseLeagueCommand({ type: 'AddSessionToLeague', sessionId: input.sessionId, game: input.game });
        executeBridge(club, leagueStreamId(input.leagueId), leagueDecider, command);
      }),
  };
}

export type { RankingRule };
