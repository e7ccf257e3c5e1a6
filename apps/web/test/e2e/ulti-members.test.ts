// Issue 11, the members' side of Ulti in a real browser at phone size (390×844) on the demo club:
// the demo member (a player of the demo Ulti league) opens his history and sees his Ulti sessions
// and their chart; with Sunday's evening open, a deal recorded at table 3 (by the organiser, in
// another process on the same club file, as the score-keeper's phone is) moves the standings on
// his page without a reload; with the league table open, round 1 played out and ended puts the
// evening's round into the league table, again without a reload. Screenshots: docs/screenshots/issue-11/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClub, ultiEveningUseCases } from '@club/application';
import { expectFitsPhone, openDemoSite, ROOT, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

const EVENING = 'ulti-evening';
const ORGANISER = { memberId: 'ulti-organiser' };

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;
let db: string;

beforeAll(async () => {
  demo = await openDemoSite('ulti-members');
  ({ site, page } = demo);
  db = join(demo.dir, 'club.sqlite');
  page.setDefaultTimeout(10_000);
}, 300_000);

afterAll(() => demo?.close());

const shot = async (what: string) => {
  await expectFitsPhone(page);
  await page.screenshot({ path: join(ROOT, 'docs/screenshots/issue-11', `member-${what}.png`), fullPage: true });
};

/** Marks this very document: a reload would lose the mark. */
const mark = () => page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 11));
const marked = () => page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker);

/**
 * Records the next `deals` deals of round 1 at each `table` of the evening, through the score
 * sheet as a score-keeper writes it (the first bidder's passz in makk, won and lost in turn), in a
 * process of its own on the same club file; with `end`, then ends round 1 as the organiser. The
 * jobs run there too (the in-process queue), as the worker would.
 */
async function playElsewhere(plan: { table: number; deals: number }[], end = false): Promise<void> {
  const club = await openClub({ file: db, queue: 'in-process', log: () => {} });
  try {
    const evening = ultiEveningUseCases(club);
    for (const { table, deals } of plan) {
      for (let k = 0; k < deals; k++) {
        const sheet = evening.ultiScoreSheet(EVENING, table)!;
        // At a table of three the dealer plays too: the player after him bids first.
        const firstBidder = sheet.seating[(sheet.seating.indexOf(sheet.dealer) + 1) % sheet.seating.length]!;
        const record = {
          format: 'ulti-sheet/1' as const,
          ruleSet: sheet.ruleSet,
          players: sheet.seating,
          dealer: sheet.dealer,
          declarer: firstBidder,
          bid: 'passz',
          trump: 'makk' as const,
          outcome: { kind: 'played' as const, won: { parti: sheet.dealNo! % 2 === 1 } },
        };
        expect(
          await evening.recordUltiDeal(
            { sessionId: EVENING, round: 1, table, dealNo: sheet.dealNo!, record },
            ORGANISER,
          ),
        ).toEqual({ ok: true });
      }
    }
    if (end) expect(await evening.endUltiRound({ sessionId: EVENING, round: 1 }, ORGANISER)).toEqual({ ok: true });
    await club.settle();
  } finally {
    await club.close();
  }
}

/** The standings table's rows, each as its cells' texts. */
const standings = async () => {
  const rows = page.locator('[data-testid="ulti-standings"] tbody tr');
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
};

describe("a member's Ulti on a phone", () => {
  it('his history shows his Ulti sessions, a row each, their chart and the season totals', async () => {
    await signInAs(page, site, 'member');
    await page.goto(`${site.url}/history`);
    const ulti = page.getByRole('region', { name: 'My Ulti' });
    await ulti.getByRole('heading', { name: 'Ulti' }).waitFor();
    // The demo league's three Saturdays and Sunday's evening in play, oldest first.
    const rows = ulti.locator('table').first().locator('tbody tr');
    expect(await rows.count()).toBe(4);
    expect(await rows.nth(3).innerText()).toContain('(in play)');
    expect(await ulti.getByTestId('ulti-history-bar').count()).toBe(4);
    // The line's last point is the sum of the four sessions' forints.
    const forints = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.querySelectorAll('td')[2]!.textContent)));
    const title = await ulti.getByTestId('ulti-history-chart').locator('title').textContent();
    const total = forints.reduce((a, b) => a + b, 0);
    expect(title).toMatch(new RegExp(`\\(${total > 0 ? '\\+' : ''}${total}\\)$`));
    // One season: the four sessions in it.
    const season = ulti.locator('table').nth(1).locator('tbody tr');
    expect(await season.count()).toBe(1);
    expect(await season.locator('td').nth(1).innerText()).toBe('4');
    await ulti.scrollIntoViewIfNeeded();
    await shot('history');
  });

  it("the evening's standings change on his open page as a deal is recorded at table 3, without a reload", async () => {
    await page.goto(`${site.url}/ulti/sessions/${EVENING}`);
    await page.getByRole('heading', { name: 'Standings so far (round 1)' }).waitFor();
    const before = await standings();
    expect(before).toHaveLength(9);
    // Table 3 has played no deal yet: three players with none.
    const dealsCol = 5;
    expect(before.filter((r) => r[dealsCol] === '0')).toHaveLength(3);
    await mark();
    await page.locator('html[data-results-version]').waitFor({ state: 'attached' });

    await playElsewhere([{ table: 3, deals: 1 }]);

    await expect
      .poll(async () => (await standings()).filter((r) => r[dealsCol] === '0').length, { timeout: 15_000 })
      .toBe(0);
    const after = await standings();
    expect(after.filter((r) => r[dealsCol] === '1')).toHaveLength(3);
    expect(await marked()).toBe(11);
    await shot('session-live');
  });

  it('the league table changes on his open page when round 1 ends and its results are published, without a reload', async () => {
    await page.goto(`${site.url}/ulti/leagues/ulti`);
    await page.getByRole('heading', { level: 1, name: 'Ulti league table' }).waitFor();
    const rows = page.locator('main table tbody tr');
    const sessionsOf = () => rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[2]!.textContent));
    // Three closed Saturdays counted for every player; the evening not yet.
    expect(await sessionsOf()).toEqual(Array(9).fill('3'));
    const before = await rows.allInnerTexts();
    await mark();
    await page.locator('html[data-results-version]').waitFor({ state: 'attached' });

    // Tables 2 and 3 finish their six deals; the organiser ends round 1.
    await playElsewhere(
      [
        { table: 2, deals: 3 },
        { table: 3, deals: 5 },
      ],
      true,
    );

    await expect.poll(sessionsOf, { timeout: 15_000 }).toEqual(Array(9).fill('4'));
    expect(await rows.allInnerTexts()).not.toEqual(before);
    expect(await marked()).toBe(11);
    await shot('league-live');
  });
});
