// The demo club seeded on a temporary SQLite file, read models settled: the site readers' tests' club.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openClub, seedDemoClub, type Club } from '../../src';

export async function openSeededDemoClub(prefix: string): Promise<{ club: Club; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
  seedDemoClub(club);
  await club.settle();
  return {
    club,
    close: async () => {
      await club.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
