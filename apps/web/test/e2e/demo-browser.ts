// What every browser test sets up: a club file seeded with the demo club, and Debian's chromium
// (never a downloaded browser) headless at phone size with a fresh profile.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { WEB_DIR } from './site-server';

export const ROOT = resolve(WEB_DIR, '../..');
export const ARTIFACTS = join(WEB_DIR, 'test-artifacts');

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** `club demo --db FILE`, as `npm start` seeds an empty club. */
export function seedDemoClubFile(db: string): void {
  const seeded = spawnSync(process.execPath, ['apps/cli/bin/club.mjs', 'demo', '--db', db], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CLUB_QUEUE: 'in-process' } });
  if (seeded.status !== 0) throw new Error(`club demo failed: ${seeded.stderr}`);
}

/** Chromium at 390×844 with its profile in `profileDir`; screenshots go to ARTIFACTS (created here). */
export function launchPhoneBrowser(profileDir: string, options: { readonly acceptDownloads?: boolean } = {}): Promise<BrowserContext> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launchPersistentContext(profileDir, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    ...options,
  });
}
