import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openEventStore } from '@club/event-store';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BIN = join(ROOT, 'apps/cli/bin/club.mjs');
// The read-models tests' projections and results job (the club's own registry grows as areas land).
const REGISTRY = join(ROOT, 'libs/application/test/support/test-registry.ts');
const EMPTY = 'read models ok: 3 projections, 0 documents, 0 derived documents';
const NO_MODELS = `${EMPTY}; not caught up yet: test.stream-counter at 0 of 3, test.pair-totals at 0 of 3, test.session-scores at 0 of 3\n`;

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'club-verify-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function club(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, CLUB_REGISTRY: REGISTRY, ...options.env };
  if (!options.env?.['CLUB_DB']) delete env['CLUB_DB'];
  const result = spawnSync('node', [BIN, 'verify', ...args], { cwd: options.cwd ?? ROOT, env, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A store with three events in two streams. */
function storeWithEvents(file: string): void {
  const store = openEventStore({ file });
  store.append(
    'table-1',
    [
      { type: 'PlayerSeated', schemaVersion: 1, data: { seat: 'N', player: 'Ann' } },
      { type: 'PlayerSeated', schemaVersion: 1, data: { seat: 'S', player: 'Bob' } },
    ],
    'no-stream',
  );
  store.append('table-2', [{ type: 'PlayerSeated', schemaVersion: 1, data: { seat: 'E', player: 'Cy' } }], 'no-stream');
  store.close();
}

describe('club verify', () => {
  test('an intact store: chain ok with the event count', () => {
    const file = join(dir, 'club.db');
    storeWithEvents(file);
    expect(club(['--db', file])).toEqual({ code: 0, stdout: `chain ok: 3 events\n${NO_MODELS}`, stderr: '' });
    expect(club([`--db=${file}`]).stdout).toBe(`chain ok: 3 events\n${NO_MODELS}`);
  });

  test('a changed row: the first bad position and exit 1', () => {
    const file = join(dir, 'club.db');
    storeWithEvents(file);
    const store = openEventStore({ file });
    store.sqlite.exec(
      `DROP TRIGGER events_no_update; UPDATE events SET data = '{"player":"Mallory","seat":"S"}' WHERE position = 2`,
    );
    store.close();
    const result = club(['--db', file]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^chain broken at position 2: hash mismatch/);
  });

  test('the default file is data/club.db under the current folder, and CLUB_DB overrides it', () => {
    mkdirSync(join(dir, 'data'));
    storeWithEvents(join(dir, 'data/club.db'));
    expect(club([], { cwd: dir }).stdout).toBe(`chain ok: 3 events\n${NO_MODELS}`);
    const other = join(dir, 'other.db');
    openEventStore({ file: other }).close();
    expect(club([], { cwd: dir, env: { CLUB_DB: other } }).stdout).toBe(`chain ok: 0 events\n${EMPTY}\n`);
  });

  test('a missing file or a bad argument is refused on one line', () => {
    const missing = join(dir, 'nothing.db');
    expect(club(['--db', missing])).toEqual({
      code: 1,
      stdout: '',
      stderr: `club verify: no database at ${missing}\n`,
    });
    const bad = club(['--fast']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^club verify: unknown argument '--fast'/);
    expect(club(['--db']).stderr).toMatch(/^club verify: --db needs a file name/);
  });
});
