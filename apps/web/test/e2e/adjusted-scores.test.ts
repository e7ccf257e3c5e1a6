// Issue 21, point 16, in a real browser at phone width on the demo club: the director opens a small
// session and gives a weighted score of three results straight from the board (no ruling given
// first; the ruling comes with the score); the traveller shows the percentages and scores, not the
// table's score beside "weighted"; the appeals committee decides the demo appeal with a weighted
// score. Screenshots: apps/web/test-artifacts/adjusted-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoSite, openSmallMitchell, phoneShot, pickMember, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('adjusted');
  ({ site, page } = demo);
}, 300_000);

afterAll(() => demo?.close());

const shot = (name: string) => phoneShot(page, `adjusted-${name}`);
const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

/** Fills the weighted results: one row per [percentage, N-S score], rows added as needed. */
async function fillWeighted(form: ReturnType<Page['locator']>, rows: readonly [string, string][]) {
  for (const [i, [percent, score]] of rows.entries()) {
    if (i >= 2) await form.getByRole('button', { name: 'Add a result' }).click();
    const row = form.getByRole('group', { name: `Result ${i + 1}` });
    await row.getByLabel(`Result ${i + 1}: %`).fill(percent);
    await row.getByLabel('N-S score').fill(score);
  }
}

/** The cells of the traveller row of table `at` (`A1`), by header. */
async function travellerRow(at: string): Promise<Record<string, string>> {
  const headers = await page.locator('table:not(.double-dummy) thead th').allInnerTexts();
  const row = page
    .locator('table:not(.double-dummy) tbody tr')
    .filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${at}$`) }) });
  const cells = await row.locator('td').allInnerTexts();
  // A weighted score is one outcome a line: read as one line, its outcomes joined as the text has them.
  return Object.fromEntries(headers.map((h, i) => [h, (cells[i] ?? '').split('\n').join(', ')]));
}

/** The traveller swiped to its score columns, as a phone user does to read them (for the screenshot). */
const showScoreColumn = () =>
  page
    .locator('.table-scroll')
    .first()
    .evaluate((e) => {
      e.scrollLeft = e.scrollWidth;
    });

describe('adjusted scores on the site', () => {
  it('the director opens a small session and starts round 1', async () => {
    await signInAs(page, site, 'director');
    await page.getByRole('link', { name: 'Director', exact: true }).click();
    await heading('Director');
    await page.getByRole('link', { name: 'Open a new session' }).waitFor();
    await openSmallMitchell(page, site, 'adj1', 'Adjusted pairs');
  });

  it('gives a weighted score of three results straight from the board: the ruling comes with it', async () => {
    await page.goto(`${site.url}/director/adj1/board/A/1/1`);
    await heading('Board 1, table 1');
    const adjust = page.getByRole('form', { name: 'Adjusted score' });
    expect(await adjust.getByLabel('Ruling').inputValue()).toBe('');
    await adjust.getByLabel('Kind').selectOption('weighted');
    await fillWeighted(adjust, [
      ['50', '420'],
      ['30', '170'],
      ['10', '-50'],
    ]);
    await adjust.getByText('The percentages add up to 90, not 100.').waitFor();
    await adjust.getByRole('group', { name: 'Result 3' }).getByLabel('Result 3: %').fill('20');
    await adjust.getByText('The percentages add up to 100.').waitFor();
    await adjust.getByRole('button', { name: 'Adjust the score' }).click();
    await page.getByTestId('board-adjustment').filter({ hasText: 'weighted' }).waitFor();
    await page.getByText(/Ruling r1 \(Law 12C1c; weighted adjusted score; 2007 Laws\)/).waitFor();
    await shot('director-weighted');
  });

  it('the traveller shows the weighted score, not the table score beside "weighted"', async () => {
    await page.goto(`${site.url}/results/adj1/1`);
    await heading('Board 1');
    const row = await travellerRow('A1');
    expect(row['Contract']).toBe('weighted');
    expect(row['Score NS']).toBe('50% +420, 30% +170, 20% -50');
    await showScoreColumn();
    await shot('traveller-weighted');
  });

  it('the appeals committee decides the demo appeal with a weighted score', { timeout: 90_000 }, async () => {
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor();
    await signInAs(page, site, 'appeals-committee');
    await page.goto(`${site.url}/appeals/ap1`);
    await heading('Appeal ap1');
    await pickMember(page, 'Attended', 'Eszter Tóth');
    await pickMember(page, 'Attended', 'Ferenc Tóth');
    await page.getByLabel('Hearing notes').fill('The pause was agreed.');
    await page.getByRole('button', { name: 'Record the hearing' }).click();
    await page.locator('.hearing-notes', { hasText: 'The pause was agreed.' }).waitFor();
    const decision = page.getByRole('form', { name: 'Decide the appeal' });
    await decision.getByLabel('varied').check();
    await decision.getByLabel('Kind').selectOption('weighted');
    await fillWeighted(decision, [
      ['40', '140'],
      ['35', '110'],
      ['25', '-100'],
    ]);
    await decision.getByLabel('Laws (comma-separated, e.g. 16B1, 12C1e)').fill('16B1, 12C1c');
    for (const name of ['Ágnes Committee', 'Miklós Committee', 'Zoltán Committee'])
      await pickMember(decision, 'Decided by', name);
    await decision.getByLabel('The decision in words').fill('Three results were likely; weighted.');
    await decision.getByRole('button', { name: 'Record the decision' }).click();
    await page.locator('.decision', { hasText: 'varied' }).waitFor();
    const adjustment = await page.getByTestId('board-adjustment').innerText();
    expect(adjustment).toContain('NS weighted');
    expect(adjustment).toContain('on appeal ap1');
    await shot('committee-weighted');
    await page.goto(`${site.url}/results/mitchell1/5`);
    await heading('Board 5');
    expect((await travellerRow('B2'))['Score NS']).toBe('40% +140, 35% +110, 25% -100');
    await showScoreColumn();
    await shot('traveller-appeal');
  });
});
