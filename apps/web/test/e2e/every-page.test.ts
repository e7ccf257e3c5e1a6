// Every page a visitor and each demo role reach by the site's own links, on the seeded demo club plus
// a session in play, in Debian's chromium at 390×844: no page scrolls sideways or has anything cut
// off (sidewaysOverflow: a wide table may scroll inside its own box), and no page has a serious or
// critical violation of axe-core's accessibility audit. One walk serves both checks (one site, one
// browser, the roles in turn): each path shape (`/results/<id>/<board>` …) is measured up to twice,
// since a long name on one board may overflow where another fits, and audited once, since a shape's
// markup is the same for every session, board or deal. The pages the other browser tests reach by
// forms (an imported session, a live board with its forms, an appeal decided) are checked there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { auditPage, formatFindings, type AuditFinding } from './axe-audit';
import { launchChromium, sidewaysOverflow, signInAs } from './demo-browser';
import { DEMO_ROLES, eachRolePage, shapeOf, startRoleCrawlSite, type RoleCrawlSite } from './role-pages';

const PHONE = { width: 390, height: 844 };

let world: RoleCrawlSite | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  world = await startRoleCrawlSite('every-page');
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await world?.stop();
});

/** Each rule's findings counted, for the run's output. */
function tally(findings: readonly AuditFinding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of findings) counts[f.rule] = (counts[f.rule] ?? 0) + 1;
  return counts;
}

describe('every page a role reaches by links: at 390 px, and in the accessibility audit', () => {
  it('the check itself sees a page wider than the phone, a cut-off element, and lets a box that scrolls pass', async () => {
    const context = await browser!.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${world!.site.url}/sign-in`);
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

  it('the audit itself finds an unnamed button and an image without its text, and passes a named one', async () => {
    const context = await browser!.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${world!.site.url}/sign-in`);
      expect(await auditPage(page)).toEqual([]);
      await page.locator('main').evaluate((main) => {
        main.insertAdjacentHTML('beforeend', '<button id="no-name"></button><img id="no-alt" src="/x.png">');
      });
      const findings = await auditPage(page);
      expect(findings.map((f) => `${f.rule} ${f.target}`)).toEqual(
        expect.arrayContaining(['button-name #no-name', 'image-alt #no-alt']),
      );
      expect(formatFindings(findings)).toContain(
        'button-name (critical): #no-name — Buttons must have discernible text',
      );
    } finally {
      await context.close();
    }
  });

  for (const viewer of ['visitor', ...DEMO_ROLES]) {
    it(`${viewer}: no page scrolls sideways, cuts anything off or has a serious or critical violation`, async () => {
      const context = await browser!.newContext({ viewport: PHONE });
      try {
        const page = await context.newPage();
        if (viewer !== 'visitor') await signInAs(page, world!.site, viewer);
        const overflows: Record<string, string[]> = {};
        const violations: Record<string, string[]> = {};
        const findings: AuditFinding[] = [];
        const audited = new Set<string>();
        const visited = await eachRolePage(
          page,
          world!.site,
          async (path) => {
            const overflow = await sidewaysOverflow(page);
            if (overflow.length > 0) overflows[path] = overflow;
            if (audited.has(shapeOf(path))) return;
            audited.add(shapeOf(path));
            const found = await auditPage(page);
            findings.push(...found);
            if (found.length > 0) violations[path] = formatFindings(found);
          },
          2,
        );
        console.log(
          `${viewer}: ${visited} pages measured, ${audited.size} audited, serious/critical per rule: ${JSON.stringify(tally(findings))}`,
        );
        expect(overflows).toEqual({});
        expect(violations).toEqual({});
        // The walk reached the role's pages, not just home (the demo club has sessions, boards, Ulti deals).
        expect(visited).toBeGreaterThan(viewer === 'visitor' ? 2 : 10);
      } finally {
        await context.close();
      }
    }, 600_000);
  }
});
