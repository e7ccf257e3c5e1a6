// Issue 14, a lost phone: at phone width the director opens a small Mitchell for entry at the
// tables, a table's phone signs in and shows round 1; the director moves that table on to round 2
// from his session page and the table's page then shows round 2 with its pairs and boards.
// Screenshots in test-artifacts/table-move-*.png.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  openDemoSite,
  openSmallMitchell,
  phonePage,
  phoneShot,
  signInAs,
  type DemoSite,
} from './demo-browser';

let demo: DemoSite | undefined;
let browser: Browser | undefined;
let page: Page;
let phone: Page;

beforeAll(async () => {
  demo = await openDemoSite('table-move');
  page = demo.page;
  browser = await launchChromium();
  phone = await phonePage(browser);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

describe('the director moves a table to the next round', () => {
  it("moves table 2 on from his session page and the table's phone shows round 2", async () => {
    await signInAs(page, demo!.site, 'director');
    await openSmallMitchell(page, demo!.site, 'mov14', 'Moving pairs');
    await page.getByRole('button', { name: 'Open for entry at the tables' }).click();
    await page.getByRole('heading', { level: 1, name: 'Table codes' }).waitFor();
    const code = (await page.getByTestId('table-code').allInnerTexts())[1]!;

    await phone.goto(`${demo!.site.url}/table?code=${code}`);
    await phone.getByRole('button', { name: 'Start scoring at this table' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Table 2' }).waitFor();
    expect(await phone.getByTestId('table-where').innerText()).toBe('Moving pairs · section A · round 1');
    const roundOne = await phone.getByTestId('table-pairs').innerText();

    await page.goto(`${demo!.site.url}/director/mov14`);
    const table2 = page.getByTestId('table-round').filter({ hasText: 'Table 2:' });
    expect(await table2.innerText()).toContain('Section A · Table 2: round 1 of 3');
    await table2.getByRole('button', { name: 'Move to round 2' }).click();
    await page.getByTestId('table-round').filter({ hasText: 'Section A · Table 2: round 2 of 3' }).waitFor();
    expect(await page.getByTestId('table-round').filter({ hasText: 'Table 1:' }).innerText()).toContain('round 1 of 3');
    await phoneShot(page, 'table-move-director');

    await phone.reload();
    await phone.getByTestId('table-where').filter({ hasText: 'Moving pairs · section A · round 2' }).waitFor();
    const roundTwo = await phone.getByTestId('table-pairs').innerText();
    expect(roundTwo).toContain('N-S pair 2NS');
    expect(roundTwo).not.toBe(roundOne);
    await phoneShot(phone, 'table-move-table');
  });
});
