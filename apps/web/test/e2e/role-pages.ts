// The pages each role reaches, shared by the browser tests that check every page (phone widths,
// accessibility) and the route crawl: the demo roles, the world they are crawled in (the seeded
// demo club plus a session in play), and the breadth-first walk over the site's own links.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openClub } from '@club/application';
import { seedRunningSession } from '../support/running-session';
import { CLUB_ROLES } from '@club/club';
import { seedDemoClubFile } from './demo-browser';
import { ensureBuilt, startSite, type RunningSite } from './site-server';

/** The demo accounts' roles (libs/auth demo-accounts.ts: one account for each of the club's roles), each signed in by `signInRole`. */
export const DEMO_ROLES = CLUB_ROLES;
export type DemoRole = (typeof DEMO_ROLES)[number];

/** Each role's own page, the one its menu names for its job (as roles.test.ts opens it), and a visitor's home. */
export const ROLE_MAIN_PAGES: Readonly<Record<DemoRole | 'visitor', string>> = {
  visitor: '/',
  member: '/results',
  director: '/director',
  'league-admin': '/leagues',
  'appeals-committee': '/appeals',
  'club-admin': '/admin/accounts',
  'ulti-jury': '/ulti',
};

export interface RoleCrawlSite {
  /** The temporary folder holding the club file (browser profiles may go here too). */
  readonly dir: string;
  readonly site: RunningSite;
  /** Stops the site and removes the folder. */
  stop(): Promise<void>;
}

/** The demo club seeded with a session in play, and the built site serving it. */
export async function startRoleCrawlSite(name: string): Promise<RoleCrawlSite> {
  const dir = mkdtempSync(join(tmpdir(), `club-${name}-e2e-`));
  const db = join(dir, 'club.sqlite');
  seedDemoClubFile(db);
  const club = await openClub({ file: db, queue: 'in-process', log: () => {} });
  try {
    await seedRunningSession(club);
  } finally {
    await club.close();
  }
  ensureBuilt();
  const site = await startSite({ db });
  return {
    dir,
    site,
    async stop() {
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A path's shape: segments holding a digit (ids, boards, tables) are alike. */
export const shapeOf = (path: string) =>
  path
    .split('/')
    .map((s) => (/\d/.test(s) ? '#' : s))
    .join('/');

/**
 * Follows the site's own links breadth-first from home with `page` as it is signed in (or not), each
 * path shape (`/results/<id>/<board>` …) up to `sameShape` times, and calls `visit` on every page
 * reached (already loaded); downloads (a PDF's link) are files, not pages. Returns how many pages were visited.
 */
export async function eachRolePage(
  page: Page,
  site: RunningSite,
  visit: (path: string) => Promise<void>,
  sameShape = 3,
): Promise<number> {
  const queued = new Set(['/']);
  const shapes = new Map<string, number>();
  const queue = ['/'];
  let visited = 0;
  while (queue.length > 0) {
    const path = queue.shift()!;
    await page.goto(`${site.url}${path}`);
    visited++;
    await visit(path);
    const links = await page
      .locator('main a[href^="/"]:not([download]), header a[href^="/"]:not([download])')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const link of links.map((l) => l.split('#')[0]!)) {
      if (queued.has(link) || link.startsWith('/sign-out') || link.startsWith('/api/')) continue;
      queued.add(link);
      const seen = shapes.get(shapeOf(link)) ?? 0;
      if (seen >= sameShape) continue;
      shapes.set(shapeOf(link), seen + 1);
      queue.push(link);
    }
  }
  return visited;
}
