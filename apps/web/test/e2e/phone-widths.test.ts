// Every page each role reaches fits a phone: in Debian's chromium at 390×844, on the seeded demo club
// plus a session in play, each demo role signs in and follows the site's own links breadth-first
// from home (every path shape — `/results/<id>/<board>`, `/ulti/sessions/<id>/<table>/<deal>` … —
// up to three times), and no page scrolls sideways or has anything cut off (sidewaysOverflow: a
// wide table may scroll inside its own box). The pages the other browser tests reach by forms
// (an imported session, a live board with its forms, an appeal decided) are checked there.
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPhoneBrowser, sidewaysOverflow, signInAs } from './demo-browser';
import { DEMO_ROLES, eachRolePage, startRoleCrawlSite, type RoleCrawlSite } from './role-pages';
import type { RunningSite } from './site-server';

let world: RoleCrawlSite | undefined;
let site: RunningSite;
let dir: string;

beforeAll(async () => {
  world = await startRoleCrawlSite('phone');
  ({ site, dir } = world);
}, 300_000);

afterAll(async () => {
  await world?.stop();
});

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

  for (const role of DEMO_ROLES) {
    it(`${role}: no page scrolls sideways or cuts anything off`, async () => {
      const context: BrowserContext = await launchPhoneBrowser(join(dir, `chromium-${role}`));
      try {
        const page = await context.newPage();
        await signInAs(page, site, role);
        const problems: Record<string, string[]> = {};
        const visited = await eachRolePage(page, site, async (path) => {
          const found = await sidewaysOverflow(page);
          if (found.length > 0) problems[path] = found;
        });
        expect(problems).toEqual({});
        // The crawl reached the role's pages, not just home (the demo club has sessions, boards, Ulti deals).
        expect(visited).toBeGreaterThan(10);
      } finally {
        await context.close();
      }
    }, 180_000);
  }
});
