// The demo club seeded once for a test run: the browser tests each start the site on a copy of it
// (CLUB_TEST_DEMO_CLUB, read by apps/web/test/e2e/demo-browser.ts) instead of seeding their own,
// which took about ten seconds of a core for each of some forty files. The seed is the same every
// time (the demo runs on its own clock), so a copy is what `club demo` would have written.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './ensure-install.mjs';

/** Seeds the demo club into `<dir>/demo-club.sqlite` and returns its path, or undefined (said) when seeding failed. */
export function seedTestDemoClub(dir) {
  mkdirSync(dir, { recursive: true });
  const db = join(dir, 'demo-club.sqlite');
  rmSync(db, { force: true });
  const seeded = spawnSync(process.execPath, ['apps/cli/bin/club.mjs', 'demo', '--db', db], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CLUB_QUEUE: 'in-process', CLUB_DOUBLE_DUMMY: 'on' },
  });
  if (seeded.status === 0) return db;
  // Each browser test then seeds its own, and the one at fault shows there.
  console.log(`[test] seeding the demo club once failed; each browser test seeds its own:\n${seeded.stderr}`);
  return undefined;
}
