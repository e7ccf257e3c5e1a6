// Every page a visitor and each demo role reach by the site's links (the same walk as the phone-width
// test: the demo club plus a session in play) passes axe-core's audit with no serious or critical
// violation. One site, one browser, the roles in turn; the findings name the page, the rule, the
// element and the help, and a tally per rule is printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage, formatFindings, type AuditFinding } from './axe-audit';
import { launchChromium, signInAs } from './demo-browser';
import { DEMO_ROLES, eachRolePage, startRoleCrawlSite, type RoleCrawlSite } from './role-pages';
import type { Browser } from 'playwright-core';

let world: RoleCrawlSite | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  world = await startRoleCrawlSite('a11y');
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

describe('accessibility audit of every page each role reaches', () => {
  it('the audit itself finds an unnamed button and an image without its text, and passes a named one', async () => {
    const context = await browser!.newContext();
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
    it(`${viewer}: no page has a serious or critical violation`, async () => {
      const context = await browser!.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        if (viewer !== 'visitor') await signInAs(page, world!.site, viewer);
        const problems: Record<string, string[]> = {};
        const all: AuditFinding[] = [];
        // One page of each shape: a page's markup is the same for every session, board or deal.
        const visited = await eachRolePage(
          page,
          world!.site,
          async (path) => {
            const findings = await auditPage(page);
            all.push(...findings);
            if (findings.length > 0) problems[path] = formatFindings(findings);
          },
          1,
        );
        console.log(`${viewer}: ${visited} pages audited, serious/critical per rule: ${JSON.stringify(tally(all))}`);
        expect(problems).toEqual({});
        expect(visited).toBeGreaterThan(viewer === 'visitor' ? 2 : 8);
      } finally {
        await context.close();
      }
    }, 600_000);
  }
});
