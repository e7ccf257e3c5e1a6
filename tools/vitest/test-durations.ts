// How long each test file of a sharded project takes, in seconds, as measured (the file's time in
// vitest's report, setup hooks included, one file at a time as a shard runs them), for dealing the
// files into shards of equal time (test-shards.ts). Only the proportions matter: a new file not
// listed yet counts as a typical file of its part until it is measured and added here (`npx vitest
// run` in the project prints each file's time). Measured 2026-11-26, the whole of apps/web in one
// run (2,809 s) on the shared two-core machine under load: every figure is inflated about alike.
import { basename } from 'node:path';
import type { Part } from './test-parts';

const MEASURED: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  web: {
    // Measured later, each alone on a loaded machine and scaled to the figures below (about half).
    'test/e2e/every-page.test.ts': 200,
    'test/e2e/translation-crawl.test.ts': 45,
    'test/e2e/table-mitchell.test.ts': 130,
    // Two (or five) processes on PostgreSQL, measured 2026-11-27 on a loaded machine.
    'test/e2e/postgres-hosts.test.ts': 140,
    'test/e2e/postgres-site.test.ts': 70,
    'test/e2e/many-clubs.test.ts': 110,
    'test/e2e/table-codes-qr.test.ts': 90,
    'test/e2e/director-alerts.test.ts': 60,
    'test/e2e/keyboard-pads.test.ts': 50,
    'test/e2e/languages.test.ts': 50,
    'test/server/procedure-fuzz.test.ts': 141,
    'test/e2e/appeal-paths.test.ts': 131,
    'test/e2e/director.test.ts': 126,
    'test/e2e/member-admin.test.ts': 119,
    'test/e2e/ulti-jury.test.ts': 117,
    'test/e2e/ulti-evening.test.ts': 113,
    'test/e2e/league-admin.test.ts': 104,
    'test/e2e/import-review.test.ts': 96,
    'test/e2e/route-crawl.test.ts': 94,
    'test/e2e/appeal-lodging.test.ts': 89,
    'test/e2e/ulti-score-keeper.test.ts': 83,
    'test/e2e/rubber.test.ts': 80,
    'test/e2e/appeal-1997.test.ts': 78,
    'test/e2e/roles.test.ts': 78,
    'test/e2e/club-times.test.ts': 68,
    'test/e2e/members.test.ts': 63,
    'test/e2e/table-offline.test.ts': 57,
    'test/e2e/passwords.test.ts': 55,
    'test/e2e/ulti-members.test.ts': 53,
    'test/e2e/ulti-replay.test.ts': 53,
    'test/e2e/ulti-organiser.test.ts': 53,
    'test/e2e/table-move.test.ts': 48,
    'test/e2e/import-ruter-rows.test.ts': 43,
    'test/e2e/table-entry.test.ts': 42,
    'test/e2e/adjusted-scores.test.ts': 41,
    'test/e2e/import-lin.test.ts': 41,
    'test/e2e/import-export-labels.test.ts': 38,
    'test/e2e/appeals.test.ts': 37,
    'test/e2e/results-behind.test.ts': 36,
    'test/e2e/import-recording.test.ts': 36,
    'test/e2e/result-pad.test.ts': 36,
    'test/e2e/member-leagues.test.ts': 36,
    'test/e2e/result-flags.test.ts': 35,
    'test/e2e/worker-supervision.test.ts': 33,
    'test/e2e/request-limits.test.ts': 32,
    'test/e2e/public-club-page.test.ts': 32,
    'test/site-response-cache.test.ts': 23,
    'test/server/open-site.test.ts': 13,
    'test/e2e/live.test.ts': 13,
    'test/server/import-recording.test.ts': 12,
    'test/server/league-import-record.test.ts': 11,
    'test/site-settings.test.ts': 4,
    'test/server/sign-in-throttle-http.test.ts': 1,
    'test/server/refusal-http.test.ts': 1,
    'test/server/request-guard.test.ts': 1,
    'test/club-time.test.ts': 1,
    'test/server/trpc-node-handler.test.ts': 1,
    'test/server/live-updates.test.ts': 0,
    'test/server/response-cache.test.ts': 0,
    'test/ulti-terms.test.ts': 0,
    'test/lead-picker.test.ts': 0,
    'test/chicago-sheet.test.ts': 0,
    'test/result-flag-words.test.ts': 0,
    'test/words.test.ts': 0,
    'test/score-sheet-entry.test.ts': 0,
    'test/suit-symbols.test.ts': 0,
    'test/return-to.test.ts': 0,
    'test/member-match.test.ts': 0,
    'test/countdown.test.ts': 0,
  },
};

/** A file not measured yet: a typical one of its part. */
const TYPICAL: Readonly<Record<Part, number>> = { unit: 1, int: 5, e2e: 40 };

/** What every file costs besides its own time: vitest imports its modules afresh (apps/web isolates files). */
const IMPORT_S = 3;

/** The expected time (ms) of a project's test file (relative to the project). */
export function durationOf(projectDir: string, file: string, part: Part): number {
  return 1000 * (IMPORT_S + (MEASURED[basename(projectDir)]?.[file] ?? TYPICAL[part]));
}
