// A club on a temporary SQLite file, seeded and its read models settled: the site readers' tests'
// club (the demo's, or any other seed).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openClub, seedDemoClub, type Club } from '../../src';

/** A fresh club in a temporary folder, seeded and settled; `close` removes it. */
export async function openSeededClub(
  prefix: string,
  seed: (club: Club) => void,
): Promise<{ club: Club; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
  seed(club);
  await club.settle();
  return {
    club,
    close: async () => {
      await club.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const openSeededDemoClub = (prefix: string) => openSeededClub(prefix, seedDemoClub);
