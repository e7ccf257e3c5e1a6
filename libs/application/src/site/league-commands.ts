// What a league administrator does through the site: open a season, create a league with its
// ranking rule, add a session to it — each through libs/club's season and league deciders.
import { DEFAULT_IMPORT_SLICE } from '@club/settings/defaults';
import { leagueDecider, leagueStreamId, seasonDecider, seasonStreamId, type RankingRule } from '@club/club';
import { isDomainError } from '@club/events';
import { executeBridge } from '../bridge/bridge-commands';
import type { Club } from '../club';
import { refusedBy, type SiteCommandOutcome, type SiteRefusal } from './site-outcome';
import { createHash } from 'node:crypto';
import type { SessionResults } from '@club/interchange';
import { exportSessionPbn, type PbnExport } from './league-export';
import { exportSessionUsebio, type UsebioFileExport } from './league-export-usebio';
import { readClub, readMember } from '@club/read-models';
import type { ImportProgress, RecordImportOutcome, RecordImportRequest } from './league-file-shapes';
import { runImport } from './league-import';
import { createResultsReader } from './results-reader';
import { recordImport } from './league-import-record';
import type { AddSessionInput, CreateLeagueInput, OpenSeasonInput } from './league-shapes';
import { DEMO_CLUB_ID } from '../demo/demo-club-id';
import { refuseSite } from './site-refusal';

export interface LeagueSiteCommands {
  openSeason(input: OpenSeasonInput): Promise<SiteCommandOutcome>;
  createLeague(input: CreateLeagueInput): Promise<SiteCommandOutcome>;
  addSessionToLeague(input: AddSessionInput): Promise<SiteCommandOutcome>;
  /** Starts importing a results file; its progress is read with importProgress. */
  importResults(input: { fileName: string; bytes: Uint8Array }): { importId: string };
  importProgress(importId: string): ImportProgress | undefined;
  /** Records a checked import as a session (optionally in a league); the import id is the idempotency key. */
  recordImport(input: RecordImportRequest, by: { memberId: string }): Promise<RecordOutcome>;
  exportPbn(sessionId: string): PbnExport | undefined;
  exportUsebio(sessionId: string): UsebioFileExport | undefined;
}

type RecordOutcome = ({ ok: true } & RecordImportOutcome) | SiteRefusal;

export function leagueSiteCommands(
  club: Club,
  clubId = DEMO_CLUB_ID,
  options: { readonly importSlice?: number; readonly crossImpArtificialImps?: number } = {},
): LeagueSiteCommands {
  const slice = options.importSlice ?? DEFAULT_IMPORT_SLICE;
  // What the club chose that no file states; an imported session is checked and stored with it.
  const contest =
    options.crossImpArtificialImps === undefined ? {} : { crossArtificialImps: options.crossImpArtificialImps };
  const attempt = async (run: () => unknown): Promise<SiteCommandOutcome> => {
    try {
      await run();
    } catch (error) {
      return refusedBy(error);
    }
    await club.settle();
    return { ok: true };
  };
  // Imports run in this process; their progress and parsed file are kept for the page (the last 20).
  const imports = new Map<string, ImportProgress>();
  const files = new Map<string, SessionResults>();
  // A recording in progress: asking again joins it rather than interleaving a second one.
  const recordings = new Map<string, Promise<RecordOutcome>>();
  const setRecording = (importId: string, recording: ImportProgress['recording']) => {
    const progress = imports.get(importId);
    if (progress) imports.set(importId, { ...progress, recording });
  };
  const record = async (
    importId: string,
    file: SessionResults,
    leagueId: string | null,
    by: { memberId: string },
  ): Promise<RecordOutcome> => {
    try {
      const outcome = await recordImport(
        club,
        clubId,
        { importId, file, leagueId, by },
        { slice, contest, report: (p) => setRecording(importId, { ...p, message: null }) },
      );
      const total = imports.get(importId)?.recording?.total ?? 0;
      setRecording(importId, { step: 'recorded', done: total, total, message: outcome.message });
      return { ok: true, ...outcome };
    } catch (error) {
      const recording = imports.get(importId)?.recording;
      const stopped = (message: string) =>
        setRecording(importId, { step: 'refused', done: recording?.done ?? 0, total: recording?.total ?? 0, message });
      // Refusals (a decider's, or a file that cannot be a club session); anything else is a fault.
      if (isDomainError(error) || error instanceof RangeError) {
        stopped(error.message);
        return refusedBy(error);
      }
      stopped(`the recording stopped on a fault of the server: record it again to complete it`);
      throw error;
    }
  };
  return {
    importResults({ fileName, bytes }) {
      // The same file is the same import (and, recorded, the same session): the id comes from its bytes.
      const importId = `import.${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;
      imports.delete(importId);
      for (const old of [...imports.keys()].slice(0, Math.max(0, imports.size - 19))) {
        imports.delete(old);
        files.delete(old);
      }
      void runImport(
        importId,
        fileName,
        bytes,
        (p) => imports.set(importId, p),
        (file) => files.set(importId, file),
        contest,
      );
      return { importId };
    },
    importProgress: (importId) => imports.get(importId),
    async recordImport({ importId, leagueId }, by) {
      const progress = imports.get(importId);
      const file = files.get(importId);
      if (!progress || !file)
        return {
          ok: false,
          error: `importId: import '${importId}' is not known (imports are kept while the server runs): import the file again`,
          code: 'import-unknown',
          params: { importId },
        };
      if (progress.step !== 'done')
        return {
          ok: false,
          error: `importId: import '${importId}' is ${progress.step === 'failed' ? 'refused: correct the problems in the file and import it again' : 'still being checked'}`,
          code: 'import-not-ready',
          params: { importId, step: progress.step },
        };
      const running = recordings.get(importId);
      if (running) return running;
      const recorded = record(importId, file, leagueId, by).finally(() => recordings.delete(importId));
      recordings.set(importId, recorded);
      return recorded;
    },
    // With the ranking and names the results page reads (the TotalScoreTable).
    exportPbn: (sessionId) =>
      exportSessionPbn(club, sessionId, createResultsReader(club, { clubId }).sessionResults(sessionId)),
    // The players' federation numbers from the club's member records, for the federation's upload.
    exportUsebio: (sessionId) =>
      exportSessionUsebio(club, sessionId, {
        clubName: readClub(club.runner, clubId)?.name ?? clubId,
        results: createResultsReader(club, { clubId }).sessionResults(sessionId),
        federationIdOf: (memberId) => readMember(club.runner, clubId, memberId)?.federationId ?? null,
      }),
    openSeason: (input) =>
      attempt(async () => {
        await executeBridge(club, seasonStreamId(input.seasonId), seasonDecider, {
          type: 'OpenSeason',
          clubId,
          ...input,
        });
      }),
    createLeague: (input) =>
      attempt(async () => {
        if (club.store.streamVersion(seasonStreamId(input.seasonId)) === 0)
          refuseSite('season-not-open', `seasonId: season '${input.seasonId}' is not open`, {
            seasonId: input.seasonId,
          });
        await executeBridge(club, leagueStreamId(input.leagueId), leagueDecider, { type: 'CreateLeague', ...input });
      }),
    addSessionToLeague: (input) =>
      attempt(async () => {
        const stream = input.game === 'bridge' ? `session-${input.sessionId}` : `ulti-session-${input.sessionId}`;
        if (club.store.streamVersion(stream) === 0)
          refuseSite('session-unknown', `sessionId: there is no ${input.game} session '${input.sessionId}'`, {
            game: input.game,
            sessionId: input.sessionId,
          });
        await executeBridge(club, leagueStreamId(input.leagueId), leagueDecider, {
          type: 'AddSessionToLeague',
          sessionId: input.sessionId,
          game: input.game,
        });
      }),
  };
}

export type { RankingRule };
