// What a league administrator does through the site: open a season, create a league with its
// ranking rule, add a session to it — each through libs/club's season and league deciders.
import { leagueDecider, leagueStreamId, parseLeagueCommand, parseSeasonCommand, seasonDecider, seasonStreamId, type RankingRule } from '@club/club';
import { executeBridge } from '../bridge/bridge-commands';
import type { Club } from '../club';
import type { SiteCommandOutcome } from './appeals-commands';
import { createHash } from 'node:crypto';
import type { SessionResults } from '@club/interchange';
import { exportSessionPbn } from './league-export';
import { runImport, type ImportProgress } from './league-import';
import { recordImport, type RecordImportOutcome } from './league-import-record';

export interface LeagueSiteCommands {
  openSeason(input: { seasonId: string; name: string; startsOn: string; endsOn: string }): Promise<SiteCommandOutcome>;
  createLeague(input: { leagueId: string; seasonId: string; name: string; game: 'bridge' | 'ulti'; rankingRule: unknown }): Promise<SiteCommandOutcome>;
  addSessionToLeague(input: { leagueId: string; sessionId: string; game: 'bridge' | 'ulti' }): Promise<SiteCommandOutcome>;
  /** Starts importing a results file; its progress is read with importProgress. */
  importResults(input: { fileName: string; bytes: Uint8Array }): { importId: string };
  importProgress(importId: string): ImportProgress | undefined;
  /** Records a checked import as a session (optionally in a league); the import id is the idempotency key. */
  recordImport(input: { importId: string; leagueId?: string | null }, by: { memberId: string }): Promise<({ ok: true } & RecordImportOutcome) | { ok: false; error: string }>;
  exportPbn(sessionId: string): ReturnType<typeof exportSessionPbn>;
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
  // Imports run in this process; their progress and parsed file are kept for the page (the last 20).
  const imports = new Map<string, ImportProgress>();
  const files = new Map<string, SessionResults>();
  return {
    importResults({ fileName, bytes }) {
      // The same file is the same import (and, recorded, the same session): the id comes from its bytes.
      const importId = `import.${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;
      imports.delete(importId);
      for (const old of [...imports.keys()].slice(0, Math.max(0, imports.size - 19))) {
        imports.delete(old);
        files.delete(old);
      }
      void runImport(importId, fileName, bytes, (p) => imports.set(importId, p), (file) => files.set(importId, file));
      return { importId };
    },
    importProgress: (importId) => imports.get(importId),
    async recordImport({ importId, leagueId }, by) {
      const progress = imports.get(importId);
      const file = files.get(importId);
      if (!progress || !file) return { ok: false, error: `importId: import '${importId}' is not known (imports are kept while the server runs): import the file again` };
      if (progress.step !== 'done') return { ok: false, error: `importId: import '${importId}' is ${progress.step === 'failed' ? 'refused: correct the problems in the file and import it again' : 'still being checked'}` };
      try {
        return { ok: true, ...(await recordImport(club, clubId, { importId, file, leagueId: leagueId ?? null, by })) };
      } catch (error) {
        // Refusals (a decider's, or a file that cannot be a club session); anything else is a fault.
        if (error instanceof Error && ['DomainError', 'Refused', 'ImportPlanError'].includes(error.name) || error instanceof RangeError) return { ok: false, error: (error as Error).message };
        throw error;
      }
    },
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
