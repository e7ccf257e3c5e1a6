// Issue 15, alerts live: at phone size (390×844) on the seeded demo club, the demo director opens a
// small Mitchell and, on a table's board, records North's 1C alerted with its explanation from the
// bidding box, then East's pass alerted with none: the board's auction marks both calls and lists the
// alerts with their words (as the replay page does), and after a reload they are still there — in the log.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoSite, openSmallMitchell, phoneShot, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('director-alerts');
  ({ site, page } = demo);
}, 300_000);

afterAll(() => demo?.close());

const pad = (legend: string) => page.locator('fieldset', { has: page.locator('legend', { hasText: legend }) });
const alerts = () => page.getByLabel('Auction and play').getByRole('list', { name: 'Alerts' });
/** The alerts listed, each on one line. */
const alertLines = async () => (await alerts().locator('li').allInnerTexts()).map((a) => a.replace(/\s+/g, ' '));

describe("alerts on the director's live board", () => {
  it('a director opens a session and its table 3, board 5 (dealer North)', async () => {
    await signInAs(page, site, 'director');
    await openSmallMitchell(page, site, 'alerts1', 'Alerts evening');
    await page.goto(`${site.url}/director/alerts1/board/A/3/5`);
    await page.getByRole('heading', { level: 1, name: 'Board 5, table 3' }).waitFor();
    await page.getByText('N to act').waitFor();
    expect(await alerts().count()).toBe(0);
  });

  it("records North's 1C alerted and explained, East's pass alerted with no explanation", async () => {
    await page.getByLabel('Alert the next call').check();
    await page.getByLabel('Explanation (optional)').fill('strong, 16+');
    await pad('Bid level').getByRole('button', { name: '1', exact: true }).click();
    await pad('Strain').getByRole('button', { name: 'clubs' }).click();
    await page.getByText('E to act').waitFor();
    // The box is ready for the next call: not alerted until ticked again.
    expect(await page.getByLabel('Alert the next call').isChecked()).toBe(false);
    await page.getByLabel('Alert the next call').check();
    await pad('Other calls').getByRole('button', { name: 'Pass', exact: true }).click();
    await page.getByText('S to act').waitFor();
    await pad('Other calls').getByRole('button', { name: 'Pass', exact: true }).click();
    await page.getByText('W to act').waitFor();
    expect(await alertLines()).toEqual(["North's 1♣: alerted: strong, 16+", "East's Pass: alerted"]);
    // Each alerted call carries its number in the list; South's pass none.
    expect(await page.getByLabel('Auction and play').locator('.call sup').allInnerTexts()).toEqual(['1', '2']);
    await phoneShot(page, 'director-alerts');
  });

  it('the alerts are in the log: a reload shows them again', async () => {
    await page.reload();
    await page.getByText('W to act').waitFor();
    expect(await alertLines()).toEqual(["North's 1♣: alerted: strong, 16+", "East's Pass: alerted"]);
  });
});
