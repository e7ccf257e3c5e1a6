// Every page each role reaches fits a phone: in Debian's chromium at 390×844, on the seeded demo club
// plus a session in play, each demo role signs in and follows the site's own links breadth-first
// from home (every path shape — `/results/<id>/<board>`, `/ulti/sessions/<id>/<table>/<deal>` … —
// up to three times), and no page scrolls sideways or has anything cut off (sidewaysOverflow: a
// wide table may scroll inside its own box). The pages the other browser tests reach by forms
// (an imported session, a live board with its forms, an appeal decided) are checked there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClub } from '@club/application';
import { seedRunningSession } from '../support/running-session';
import { launchPhoneBrowser, seedDemoClubFile, sidewaysOverflow } from './demo-browser';
import { ensureBuilt, startSite, type RunningSite } from './site-server';

const ROLES = ['member', 'director', 'league-admin', 'appeals-committee', 'club-admin'] as const;
const SAME_SHAPE = 3;

let site: RunningSite;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'club-phone-e2e-'));
  const db = join(dir, 'club.sqlite');
  seedDemoClubFile(db);
  const club = await openClub({ file: db, queue: 'in-process', log: () => {} });
  try {
    await seedRunningSession(club);
  } finally {
    await club.close();
  }
  ensureBuilt();
  site = await startSite({ db });
}, 300_000);

afterAll(async () => {
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A path's shape: segments holding a digit (ids, boards, tables) are alike. */
const shapeOf = (path: string) =>
  path
    .split('/')
    .map((s) => (/\d/.test(s) ? '#' : s))
    .join('/');

describe('every page a role reaches by links, at 390 px', () => {
  it('the check itself sees a page wider than the phone, a cut-off element, and lets a box that scrolls pass', async () => {
    const context = await launchPhoneBrowser(join(dir, 'chromium-check'));
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/sign-in`);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await page.locator('main').evaluate((main) => {
        main.insertAdjacentHTML(
          'beforeend',
          '<div class="scroller" style="overflow-x:auto"><p style="width:600px">wide table in its box</p></div>',
        );
      });
      expect(await sidewaysOverflow(page)).toEqual([]);
      await page.locator('main').evaluate((main) => {
        main.insertAdjacentHTML(
          'beforeend',
          '<div style="overflow:hidden"><p class="clipped" style="width:500px">cut off</p></div>',
        );
      });
      expect(await sidewaysOverflow(page)).toEqual([
        expect.stringMatching(/^p\.clipped "cut off" ends at \d+ px of 390$/),
      ]);
      await page.locator('main').evaluate((main) => {
        main.insertAdjacentHTML('beforeend', '<p class="too-wide" style="width:700px">wider than the phone</p>');
      });
      expect(await sidewaysOverflow(page)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^the page scrolls sideways: \d+ px wide in 390 px$/),
          expect.stringMatching(/^p\.too-wide /),
        ]),
      );
    } finally {
      await context.close();
    }
  });

  for (const role of ROLES) {
    it(`${role}: no page scrolls sideways or cuts anything off`, async () => {
      const account = new RegExp(`^\\s+.+?\\s+(${role}@\\S+)\\s+password: (\\S+)$`, 'm').exec(site.output());
      if (!account) throw new Error(`the server printed no ${role} account`);
      const context: BrowserContext = await launchPhoneBrowser(join(dir, `chromium-${role}`));
      try {
        const page = await context.newPage();
        await page.goto(`${site.url}/sign-in`);
        await page.getByLabel('Email').fill(account[1]!);
        await page.getByLabel('Password').fill(account[2]!);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByTestId('who').waitFor();

        const queued = new Set(['/']);
        const shapes = new Map<string, number>();
        const queue = ['/'];
        const problems: Record<string, string[]> = {};
        let visited = 0;
        while (queue.length > 0) {
          const path = queue.shift()!;
          await page.goto(`${site.url}${path}`);
          visited++;
          const found = await sidewaysOverflow(page);
          if (found.length > 0) problems[path] = found;
          const links = await page
            .locator('main a[href^="/"], header a[href^="/"]')
            .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
          for (const link of links.map((l) => l.split('#')[0]!)) {
            if (queued.has(link) || link.startsWith('/sign-out') || link.startsWith('/api/')) continue;
            queued.add(link);
            const seen = shapes.get(shapeOf(link)) ?? 0;
            if (seen >= SAME_SHAPE) continue;
            shapes.set(shapeOf(link), seen + 1);
            queue.push(link);
          }
        }
        expect(problems).toEqual({});
        // The crawl reached the role's pages, not just home (the demo club has sessions, boards, Ulti deals).
        expect(visited).toBeGreaterThan(10);
      } finally {
        await context.close();
      }
    }, 180_000);
  }
});
