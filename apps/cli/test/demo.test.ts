// `club demo` through the real CLI on a temp file: the seed runs and prints its summary, `club
// verify` passes on the result, the stored results have matchpoints and ranks, the appeal is in
// progress with its deadline, the Ulti league table exists; a second run is refused, and with
// --if-empty does nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openEventStore } from '@club/event-store';
import type { SessionResults, UltiLeagueTable } from '@club/read-models';
import { createProjectionRunner } from '@club/read-models';
import { registry } from '@club/application';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BIN = join(ROOT, 'apps/cli/bin/club.mjs');

let dir: string;
let file: string;
let first: ReturnType<typeof club>;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'club-demo-'));
  file = join(dir, 'club.db');
  first = club(['demo', '--db', file]);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function club(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env['CLUB_DB'];
  delete env['CLUB_REGISTRY'];
  const result = spawnSync('node', [BIN, ...args], { cwd: ROOT, env, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function stored<T>(
  read: (runner: ReturnType<typeof createProjectionRunner>, store: ReturnType<typeof openEventStore>) => T,
): T {
  const store = openEventStore({ file, mustExist: true });
  try {
    return read(
      createProjectionRunner(store, { projections: registry.projections, jobKinds: registry.jobKinds }),
      store,
    );
  } finally {
    store.close();
  }
}

describe('club demo', () => {
  test('seeds and prints the summary with the winners', () => {
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^\d+ events: \d+ members, 9 sessions, \d+ boards scored, \d+ table results$/m);
    for (const name of [
      'Monday pairs (mitchell1)',
      'Wednesday Howell (howell1)',
      'Teams match (teams1)',
      'Tuesday pairs (tuesday1)',
      'Ulti ulti-1 (ulti-1)',
      'Ulti ulti-evening (ulti-evening)',
    ])
      expect(first.stdout).toContain(name);
    expect(first.stdout).toContain('appeal ap1 in progress');
  });

  test('club verify passes on the seeded file', () => {
    const verify = club(['verify', '--db', file]);
    expect(verify.stdout).toMatch(/^chain ok: \d+ events$/m);
    expect(verify.stdout).toMatch(/^read models ok/m);
    expect(verify.code).toBe(0);
  });

  test('every board matchpointed and ranked, the appeal in progress with its deadline, the Ulti league table', () => {
    stored((runner, store) => {
      const mitchell = runner.derived('bridge-results', 'mitchell1')!.doc as SessionResults;
      // Two sections of 24 boards; 12 pairs each, ranked.
      expect(mitchell.sections.map((s) => [s.section, s.travellers.length, s.totals.length])).toEqual([
        ['A', 24, 12],
        ['B', 24, 12],
      ]);
      for (const t of mitchell.sections.flatMap((s) => s.travellers))
        for (const r of t.rows) expect(r.mpNS !== null && r.mpEW !== null).toBe(true);
      expect(mitchell.sections.flatMap((s) => s.totals).every((p) => p.rank.length > 0)).toBe(true);
      expect(runner.derived('bridge-results', 'howell1')).toBeDefined();
      expect(runner.derived('bridge-results', 'teams1')).toBeDefined();
      expect(runner.derived('bridge-results', 'tuesday1')).toBeDefined();

      const appeal = store.readStream('appeal-ap1');
      expect(appeal.map((e) => e.type)).toEqual([
        'AppealLodged',
        'AppealConcurrenceRecorded',
        'AppealRouted',
        'AppealHearingScheduled',
      ]);
      // The official score of mitchell1 was made available at 21:30; the default period is 30 minutes (Law 92B).
      expect(appeal[0]!.data).toMatchObject({ appealDeadline: '2026-11-16T22:00:00.000Z', sessionId: 'mitchell1' });

      const league = runner.derived('ulti-league-table', 'ulti')!.doc as UltiLeagueTable;
      expect(league.sessions).toEqual(['ulti-1', 'ulti-2', 'ulti-3']);
      expect(league.rows).toHaveLength(9);
    });
  });

  test('a second run: refused without --if-empty, nothing done with it', () => {
    const events = stored((_, store) => store.headPosition());
    const refused = club(['demo', '--db', file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `club demo: ${file} already has ${events} events: the demo seeds only an empty club file (use another --db, or --if-empty to skip)\n`,
    );
    const skipped = club(['demo', '--db', file, '--if-empty']);
    expect(skipped.code).toBe(0);
    expect(
      skipped.stdout.startsWith(`demo: ${file} already has ${events} events; nothing seeded\n${events} events: `),
    ).toBe(true);
    // The summary of the file as it is: the same lines as after seeding.
    expect(skipped.stdout.split('\n').slice(1)).toEqual(first.stdout.split('\n').slice(1));
    expect(stored((_, store) => store.headPosition())).toBe(events);
  });

  test('--date must be a day YYYY-MM-DD (the e2e many-clubs.test.ts seeds a second club a month earlier with it)', () => {
    const refused = club(['demo', '--db', join(dir, 'never.db'), '--date', '16.11.2026']);
    expect(refused.code).toBe(1);
    expect(refused.stderr.split('\n')[0]).toBe("club demo: --date needs a day YYYY-MM-DD, got '16.11.2026'");
  });
});
