// `club verify` and `club rebuild` on read models: the tests' registry (CLUB_REGISTRY) has three
// small projections and a results job; stored documents are tampered with through SQL.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openEventStore } from '@club/event-store';
import { createProjectionRunner } from '@club/read-models';
import { registry } from '../../../libs/application/test/support/test-registry';
import { scoreRecorded } from '../../../libs/read-models/test/framework/fixtures';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BIN = join(ROOT, 'apps/cli/bin/club.mjs');
const REGISTRY = join(ROOT, 'libs/application/test/support/test-registry.ts');

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'club-read-models-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function club(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, CLUB_REGISTRY: REGISTRY };
  delete env['CLUB_DB'];
  const result = spawnSync('node', [BIN, ...args], { cwd: ROOT, env, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Two sessions' scores, projected, with session a's ranking computed and session b's job still pending. */
function builtStore(file: string): void {
  const store = openEventStore({ file });
  store.append('session-a', [scoreRecorded('ns1', 3), scoreRecorded('ew2', 5)], 'no-stream');
  store.append('session-b', [scoreRecorded('ns1', 4)], 'no-stream');
  const runner = createProjectionRunner(store, { projections: registry.projections, jobKinds: registry.jobKinds });
  runner.catchUp();
  runner.jobs.run('results.a.v2');
  store.close();
}

function tamper(file: string, sql: string): void {
  const store = openEventStore({ file });
  store.sqlite.exec(sql);
  store.close();
}

describe('club verify: read models', () => {
  test('stored read models equal a fresh replay', () => {
    const file = join(dir, 'club.db');
    builtStore(file);
    expect(club(['verify', '--db', file])).toEqual({
      code: 0,
      stdout: 'chain ok: 3 events\nread models ok: 3 projections, 6 documents, 2 derived documents (1 jobs pending)\n',
      stderr: '',
    });
  });

  test('a tampered document: exit 1 and the difference named', () => {
    const file = join(dir, 'club.db');
    builtStore(file);
    tamper(
      file,
      `UPDATE read_model_documents SET doc = '{"points":{"ns1":30,"ew2":5}}' WHERE projection = 'test.session-scores' AND key = 'a'`,
    );
    const result = club(['verify', '--db', file]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      'chain ok: 3 events\n' +
        'read models differ from a fresh replay: 1 difference (3 projections, 6 documents, 2 derived documents (1 jobs pending))\n' +
        '  test.session-scores a: differs\n' +
        '    stored: {"points":{"ns1":30,"ew2":5}}\n' +
        '    replay: {"points":{"ns1":3,"ew2":5}}\n' +
        'run `club rebuild` to replace them with a fresh replay\n',
    );
  });
});

describe('club rebuild', () => {
  test('replaces tampered read models with a fresh replay, with progress lines when stderr is not a terminal', () => {
    const file = join(dir, 'club.db');
    builtStore(file);
    tamper(
      file,
      `DELETE FROM read_model_documents WHERE projection = 'test.pair-totals'; UPDATE read_model_derived SET doc = '{}'`,
    );
    const result = club(['rebuild', '--db', file]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      'rebuild: 0/3 events (0%)\nrebuild: 3/3 events (100%)\nrebuild: writing the read models\n',
    );
    expect(result.stdout).toMatch(
      /^rebuilt 3 projections \(6 documents\) and 2 derived documents from 3 events in \d+\.\d s\n/,
    );
    expect(result.stdout).toContain('  test.pair-totals: 2 documents\n');
    expect(club(['verify', '--db', file])).toMatchObject({
      code: 0,
      stdout: 'chain ok: 3 events\nread models ok: 3 projections, 6 documents, 2 derived documents\n',
    });
  });

  test('a missing file or a bad argument is refused on one line', () => {
    const missing = join(dir, 'nothing.db');
    expect(club(['rebuild', '--db', missing])).toEqual({
      code: 1,
      stdout: '',
      stderr: `club rebuild: no database at ${missing}\n`,
    });
    expect(club(['rebuild', '--all']).stderr).toMatch(/^club rebuild: unknown argument '--all'/);
  });
});
