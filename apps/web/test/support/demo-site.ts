// The site on a fresh demo club in a temporary folder, as the server tests open it: jobs
// in-process, a fast password hash, no log lines; close() also removes the folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSite, type Site, type SiteOptions } from '../../src/server/open-site';

export async function openDemoSite(name: string, options: Partial<Omit<SiteOptions, 'file'>> = {}): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), `club-${name}-`));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    const site = await openSite({
      file: join(dir, 'club.sqlite'),
      queue: 'in-process',
      demoClubIfEmpty: true,
      auth: { scrypt: { N: 2 ** 10, r: 8, p: 1 } },
      log: () => {},
      ...options,
    });
    return { ...site, close: () => site.close().finally(removeDir) };
  } catch (error) {
    removeDir();
    throw error;
  }
}
