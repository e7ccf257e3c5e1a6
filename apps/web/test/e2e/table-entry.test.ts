// Issue 14 in a real browser at phone width: the director opens a small Mitchell for entry at the
// tables and reads table 1's code from the printable sheet; a second browser context (the table's
// phone) signs in with it, sees its round, pairs and boards, enters a board with the table's pad,
// East-West confirm the round's boards, and the board's traveller shows with the percentages; the
// table asks through its pad to correct an entered board (the same result changes nothing), the
// director keeps the recorded one on his desk; it asks again for another board, and the director
// corrects it. Screenshots in test-artifacts/table-*.png and docs/screenshots/issue-14.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  openDemoSite,
  openSmallMitchell,
  phonePage,
  phoneShot,
  issueShot,
  signInAs,
  type DemoSite,
} from './demo-browser';
import { expectAccessible } from './axe-audit';

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
    await expectAccessible(phone, "the table's pad");
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

  it('the table asks through its pad to correct board 1: the same result changes nothing, another one waits for the director', async () => {
    await phone.getByRole('button', { name: 'Ask the director to correct board 1' }).click();
    await phone.getByTestId('table-correcting').waitFor();
    // The pad starts from the result recorded (4♠ by N, 10 tricks): sent as it is, it asks nothing.
    const pressed = (group: string, name: string) =>
      phone.getByRole('group', { name: group }).getByRole('button', { name, exact: true }).getAttribute('aria-pressed');
    expect(await pressed('Level', '4')).toBe('true');
    expect(await pressed('Declarer', 'N')).toBe('true');
    expect(await phone.getByRole('button', { name: '10 tricks', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await phone.getByRole('button', { name: 'Send board 1 to the director' }).click();
    await phone
      .getByRole('status')
      .filter({ hasText: /^Board 1: Nothing changed, this result is already recorded \(the director was not asked\)/ })
      .waitFor();
    expect(await phone.getByTestId('table-conflict').count()).toBe(0);
    await phone.getByRole('button', { name: 'Ask the director to correct board 1' }).click();
    await phone.getByRole('button', { name: '9 tricks', exact: true }).click();
    await phone.getByRole('button', { name: 'Send board 1 to the director' }).click();
    await phone
      .getByRole('status')
      .filter({ hasText: 'Board 1: Asked the director to correct it to this result, N-S -50.' })
      .waitFor();
    const conflict = phone.getByTestId('table-conflict');
    await conflict.waitFor();
    expect(await conflict.innerText()).toBe(
      'Board 1: 4♠ by N, 10 tricks, N-S +420 is recorded; this table entered 4♠ by N, 9 tricks, N-S −50. Waiting for the director.',
    );
    // One request open: the board is not offered again until the director answers.
    expect(await phone.getByRole('button', { name: 'Ask the director to correct board 1' }).count()).toBe(0);
    await issueShot(phone, 'issue-14', 'table', 'correction-request');
  });

  it('the director keeps the recorded result of board 1 on his desk, and the table reads why', async () => {
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

  it('the table asks to correct board 2 through its pad; the director corrects it and the table sees the corrected result', async () => {
    await phone.getByRole('button', { name: 'Ask the director to correct board 2' }).click();
    await phone.getByRole('button', { name: '8 tricks', exact: true }).click();
    await phone.getByRole('button', { name: 'Send board 2 to the director' }).click();
    await phone.getByTestId('table-conflict').waitFor();
    await page.goto(`${demo!.site.url}/director/tab14`);
    const requests = page.getByRole('region', { name: 'Correction requests' });
    expect(await requests.innerText()).toMatch(/recorded 3NT by S, 9 tricks.*the table entered 3NT by S, 8 tricks/s);
    await requests.getByRole('link', { name: 'Board 2' }).click();
    const correction = page.getByRole('form', { name: 'Correction' });
    await correction.getByLabel('Tricks').fill('8');
    await correction.getByLabel('Reason').fill('the table asked: eight tricks');
    await correction.getByRole('button', { name: 'Correct' }).click();
    await page.getByRole('status').filter({ hasText: 'N-S -100' }).waitFor();
    await page.goto(`${demo!.site.url}/director/tab14`);
    expect(await page.getByRole('region', { name: 'Correction requests' }).count()).toBe(0);
    await phone.reload();
    // Board 2 (N-S vulnerable): 3NT by S one down is -100.
    const row = phone.getByRole('table').first().getByRole('row').nth(2);
    expect(await row.innerText()).toMatch(/^2\s+3NT\s+S\s+8\s+-100\s/);
    expect(await phone.getByTestId('table-conflict').count()).toBe(0);
    await phoneShot(phone, 'table-correction-corrected');
  });
});
