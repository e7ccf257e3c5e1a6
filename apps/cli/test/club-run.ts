// The real CLI run as a child process in a folder (no CLUB_DB or CLUB_REGISTRY from the test's
// environment; `path` first on the PATH when given), and the head of a club file's log.
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openEventStore } from '@club/event-store';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BIN = join(ROOT, 'apps/cli/bin/club.mjs');

export function runClub(cwd: string | undefined, args: readonly string[], path?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env['CLUB_DB'];
  delete env['CLUB_REGISTRY'];
  if (path) env['PATH'] = `${path}:${env['PATH'] ?? ''}`;
  const result = spawnSync('node', [BIN, ...args], { cwd: cwd ?? ROOT, env, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The demo club in `db`, for a test that starts from it: under `npm test` a copy of the one the run
 * seeded once (CLUB_TEST_DEMO_CLUB, tools/scripts/test-demo-club.mjs: the seed is the same every
 * time), else seeded by `club demo`. A test of the seeding itself runs `club demo`.
 */
export function seedDemoClubFile(db: string): ReturnType<typeof runClub> {
  const seededOnce = process.env['CLUB_TEST_DEMO_CLUB'];
  if (!seededOnce) return runClub(undefined, ['demo', '--db', db]);
  copyFileSync(seededOnce, db);
  return { code: 0, stdout: '', stderr: '' };
}

/** The log's last position: a command that records nothing leaves it where it was. */
export function logHead(db: string): number {
  const store = openEventStore({ file: db, mustExist: true });
  try {
    return store.headPosition();
  } finally {
    store.close();
  }
}
