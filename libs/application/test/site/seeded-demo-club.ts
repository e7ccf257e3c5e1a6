// A club on a temporary SQLite file, seeded and its read models settled: the site readers' tests'
// club (the demo's, or any other seed).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openClub, seedDemoClub, type Club } from '../../src';

/** A fresh club in a temporary folder (`dir`, default a new one), seeded and settled; `close` removes the folder. */
export async function openSeededClub(
  prefix: string,
  seed: (club: Club) => void | Promise<unknown>,
  dir = mkdtempSync(join(tmpdir(), prefix)),
): Promise<{ club: Club; close: () => Promise<void> }> {
  const club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
  await seed(club);
  await club.settle();
  return {
    club,
    close: async () => {
      await club.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The demo club. Under `npm test`, a copy of the demo club the run seeded once (CLUB_TEST_DEMO_CLUB,
 * tools/scripts/test-demo-club.mjs) rather than seeding it again: the seed is the same every time.
 */
export async function openSeededDemoClub(prefix: string): Promise<{ club: Club; close: () => Promise<void> }> {
  const seededOnce = process.env['CLUB_TEST_DEMO_CLUB'];
  if (!seededOnce) return openSeededClub(prefix, seedDemoClub);
  const dir = mkdtempSync(join(tmpdir(), prefix));
  copyFileSync(seededOnce, join(dir, 'club.sqlite'));
  return openSeededClub(prefix, () => {}, dir);
}
