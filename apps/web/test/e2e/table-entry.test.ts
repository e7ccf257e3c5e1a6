// Issue 14 in a real browser at phone width: the director opens a small Mitchell for entry at the
// tables and reads table 1's code from the printable sheet; a second browser context (the table's
// phone) signs in with it, sees its round, pairs and boards, enters a board with the table's pad,
// East-West confirm the round's boards, and the board's traveller shows with the percentages; the
// table enters a board again with another result, and the director keeps the recorded one on his desk.
// Screenshots in test-artifacts/table-*.png.
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
let code = '';

beforeAll(async () => {
  demo = await openDemoSite('table-entry');
  page = demo.page;
  browser = await launchChromium();
  phone = await phonePage(browser);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

/** Taps a result on the table's pad: level, strain (C D H S NT in order), declarer, tricks. */
async function tapResult(level: number, strain: number, declarer: string, tricks: number) {
  await phone
    .getByRole('group', { name: 'Level' })
    .getByRole('button', { name: String(level), exact: true })
    .click();
  await phone.getByRole('group', { name: 'Strain' }).getByRole('button').nth(strain).click();
  await phone.getByRole('group', { name: 'Declarer' }).getByRole('button', { name: declarer, exact: true }).click();
  await phone.getByRole('button', { name: `${tricks} tricks`, exact: true }).click();
}

describe('a table scores on its own phone', () => {
  it('the director opens the session for entry at the tables and prints the codes', async () => {
    await signInAs(page, demo!.site, 'director');
    await openSmallMitchell(page, demo!.site, 'tab14', 'Table pairs');
    await page.getByLabel('Confirmation').selectOption('round');
    await page.getByRole('button', { name: 'Open for entry at the tables' }).click();
    await page.getByRole('heading', { level: 1, name: 'Table codes' }).waitFor();
    const codes = await page.getByTestId('table-code').allInnerTexts();
    expect(codes).toHaveLength(3);
    for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    code = codes[0]!;
    await phoneShot(page, 'table-codes-sheet');
  });

  it("the table's phone signs in with the code from the card's address and sees its round", async () => {
    await phone.goto(`${demo!.site.url}/table?code=${code}`);
    await phone.getByRole('button', { name: 'Start scoring at this table' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Table 1' }).waitFor();
    expect(await phone.getByTestId('table-where').innerText()).toBe('Table pairs · section A · round 1');
    expect(await phone.getByTestId('table-pairs').innerText()).toContain('N-S pair 1NS: Anna Kovács & Béla Kovács');
    await phoneShot(phone, 'table-signed-in');
  });

  it('enters both boards of the round, East-West confirm, and the traveller shows with percentages', async () => {
    await tapResult(4, 3, 'N', 10);
    await phone.getByRole('button', { name: 'Enter board 1' }).click();
    await phone
      .getByRole('status')
      .filter({ hasText: /^Board 1: Entered, N-S / })
      .waitFor();
    await phone.getByRole('button', { name: 'Enter board 2' }).waitFor();
    await tapResult(3, 4, 'S', 9);
    await phone.getByRole('button', { name: 'Enter board 2' }).click();
    await phone
      .getByRole('status')
      .filter({ hasText: /^Board 2: Entered, N-S / })
      .waitFor();
    await phone.getByText('not confirmed').first().waitFor();
    await phoneShot(phone, 'table-entered');
    await phone.getByRole('button', { name: "East-West confirm the round's boards" }).click();
    await expect.poll(() => phone.getByText('not confirmed').count()).toBe(0);
    const traveller = phone.getByRole('region', { name: 'Traveller of board 1' });
    await traveller.getByRole('table').waitFor();
    expect(await traveller.innerText()).toMatch(/% NS/);
    expect(await traveller.innerText()).toMatch(/\d+\.\d\d\u00a0%/);
    await phoneShot(phone, 'table-traveller');
  });

  it('the table enters board 1 again with another result; the director keeps the recorded one on his desk, and the table reads why', async () => {
    // The pad offers only boards without a result: the second entry comes as a resent queue would send it.
    const sent = await phone.request.post(`${demo!.site.url}/api/trpc/table.enterResult`, {
      headers: { origin: demo!.site.url },
      data: {
        sessionId: 'tab14',
        section: 'A',
        table: 1,
        board: 1,
        entryId: crypto.randomUUID(),
        ns: '1NS',
        ew: '1EW',
        contract: '4S',
        declarer: 'N',
        tricks: 9,
      },
    });
    expect(await sent.json()).toMatchObject({ result: { data: { outcome: 'correction-requested' } } });
    await page.goto(`${demo!.site.url}/director/tab14`);
    const requests = page.getByRole('region', { name: 'Correction requests' });
    expect(await requests.innerText()).toMatch(/recorded 4♠ by N, 10 tricks.*the table entered 4♠ by N, 9 tricks/s);
    await requests.getByLabel('Reason for the table (optional)').fill('ten tricks agreed at the table');
    await phoneShot(page, 'table-desk-correction-request');
    await requests.getByRole('button', { name: 'Keep the recorded result' }).click();
    await requests.waitFor({ state: 'detached' });
    expect(await page.getByRole('table').first().innerText()).not.toContain('correction requested');
    await phone.reload();
    const note = phone.getByTestId('table-declined');
    expect(await note.innerText()).toBe(
      'Board 1: the director kept the recorded result, 4♠ by N, 10 tricks, N-S +420; this table entered 4♠ by N, 9 tricks, N-S −50. The director’s reason: ten tricks agreed at the table.',
    );
    await phoneShot(phone, 'table-correction-declined');
  });
});
