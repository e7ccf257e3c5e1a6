import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openClub, type Club, type ClubOptions } from '../../src';
import { registry } from './test-registry';

/** Clubs on temp files, closed and removed after each test; log lines collected. */
export function useTempClubs() {
  let folder: string | undefined;
  const clubs: Club[] = [];
  const lines: string[] = [];
  const closeAll = async () => {
    for (const club of clubs.splice(0)) await club.close();
  };
  afterEach(async () => {
    await closeAll();
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
    lines.length = 0;
  });
  const path = (name = 'club.db') => join((folder ??= mkdtempSync(join(tmpdir(), 'application-'))), name);
  return {
    path,
    lines,
    closeAll,
    async open(options: Partial<ClubOptions> = {}): Promise<Club> {
      const club = await openClub({ file: path(), registry, log: (line) => lines.push(line), ...options });
      clubs.push(club);
      return club;
    },
  };
}
