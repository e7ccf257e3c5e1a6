// Issue 21, point 17, in a real browser at phone size (390×844) on the demo club: the director opens
// a 3-table Mitchell and starts round 1; table 2's phone picks its own table (the round in play
// comes with it) and sees only its two boards of round 1; each whole result is typed on a keyboard
// in one line and entered with Enter, the key presses counted (at most 15, shift included); a line
// that is no result is named in words. Screenshots go to docs/screenshots/issue-21/17-*.png.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDealer, generateDeal } from '@club/bridge';
import { expectFitsPhone, openDemoSite, openSmallMitchell, ROOT, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('result-pad');
  ({ site, page } = demo);
}, 300_000);

afterAll(() => demo?.close());

const shot = async (what: string) => {
  await expectFitsPhone(page);
  await page.screenshot({ path: join(ROOT, 'docs/screenshots/issue-21', `17-${what}.png`), fullPage: true });
};
const slotShown = () => page.getByLabel('Table-board').locator('option:checked').innerText();
const typedField = () => page.getByLabel('Result, typed');

/** Types the line key by key, then Enter; the presses it took ('+' needs Shift on a phone's or a PC's keyboard). */
async function typeResult(line: string): Promise<number> {
  let presses = 0;
  for (const key of line) {
    await page.keyboard.press(key);
    presses += key === '+' ? 2 : 1;
  }
  await page.getByTestId('score-preview').filter({ hasText: 'N-S' }).waitFor();
  await page.keyboard.press('Enter');
  return presses + 1;
}

describe("a table's own phone on the result pad", () => {
  it('the director opens a 3-table Mitchell and starts round 1', async () => {
    await signInAs(page, site, 'director');
    await openSmallMitchell(page, site, 'pad17', 'Pad pairs');
  });

  it('table 2 picks itself: the round in play comes with it, and only its own boards are offered', async () => {
    await page.getByRole('link', { name: 'Enter results' }).click();
    await page.getByRole('heading', { level: 1, name: 'Enter results', exact: true }).waitFor();
    // Every table at first: the director's whole list, 18 table-boards.
    expect(await page.getByLabel('Table-board').locator('option').count()).toBe(18);
    await page.getByLabel('Table', { exact: true }).selectOption('A-2');
    expect(await page.getByLabel('Round', { exact: true }).inputValue()).toBe('1');
    const offered = await page.getByLabel('Table-board').locator('option').allInnerTexts();
    expect(offered.map((o) => o.slice(0, o.indexOf(':')))).toEqual(['R1 T2 B3', 'R1 T2 B4']);
    // The choice is in the address: a reload keeps the table's pad.
    expect(new URL(page.url()).search).toBe('?table=A-2&round=1');
    await page.reload();
    expect(await page.getByLabel('Table-board').locator('option').count()).toBe(2);
    expect(await slotShown()).toMatch(/^R1 T2 B3:/);
    await shot('table-picked');
  });

  it('enters a whole result by keyboard in at most 15 key presses, the score shown first', async () => {
    // The typed line has the keyboard from the start: no tap needed.
    expect(await typedField().evaluate((el) => el === document.activeElement)).toBe(true);
    // Board 3 (E-W vulnerable): 3NT doubled by East, one down: 200 to N-S.
    const presses = await typeResult('3ntxe-1');
    expect(presses).toBeLessThanOrEqual(15);
    await page.getByRole('status').filter({ hasText: 'Board 3 at table 2: 3NTX by E, N-S 200' }).waitFor();
    // Board 4 (all vulnerable) comes next, the line again has the keyboard: 4♥ by South, an overtrick,
    // with West's opening lead (the session's deal, seed 1, gives West this card).
    expect(await slotShown()).toMatch(/^R1 T2 B4:/);
    expect(await typedField().evaluate((el) => el === document.activeElement)).toBe(true);
    const lead = generateDeal(1004, defaultDealer(4)).W[0]!;
    const line = `4hs+1${lead.toLowerCase()}`;
    await page.keyboard.type(line.slice(0, -1));
    await page.keyboard.press(line.slice(-1));
    await page.getByTestId('lead-chosen').waitFor();
    await page.getByTestId('score-preview').filter({ hasText: 'N-S 650' }).waitFor();
    await shot('typed-result');
    await page.keyboard.press('Enter');
    expect(line.length + 1 + 1).toBeLessThanOrEqual(15); // its characters, Shift for '+', Enter
    await page
      .getByRole('status')
      .filter({
        hasText:
          /^Entered: Board 4 at table 2: 4H by S, lead .+, N-S 650\. Every board of this table in round 1 has its result\.$/,
      })
      .waitFor();
    await shot('table-done');
  });

  it('names a line that is no result in words, and enters nothing', async () => {
    await page.getByLabel('Table', { exact: true }).selectOption('A-3');
    expect(await slotShown()).toMatch(/^R1 T3 B5:/);
    await typedField().fill('4s=');
    await page.keyboard.press('Enter');
    await page.getByText("'4s=' is not a result: level, suit or NT").waitFor();
    expect(await page.getByRole('status').count()).toBe(0);
    await shot('typed-problem');
  });
});
