// Issue 15, LIN on the site, in a real browser at phone width: the league administrator imports the
// interchange tests' hand-made vugraph match, saved without an extension; it is read by its content,
// checked, recorded as a session of two tables, and board 1's replay at the open room's table steps
// through the auction and the play the file recorded, ending at the claim. Screenshots in test-artifacts/.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { VUGRAPH } from '@club/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importChecked, openDemoSite, phoneShot, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('import-lin');
  ({ site, page } = demo);
}, 300_000);

afterAll(async () => {
  await demo?.close();
});

const caption = () => page.getByTestId('replay-caption').innerText();

describe('a vugraph LIN match imported and replayed', () => {
  it('is checked, recorded as a session, and board 1 replays the auction and play', async () => {
    const file = join(demo!.dir, 'MATCH');
    writeFileSync(file, VUGRAPH);
    await signInAs(page, site, 'league-admin');
    // Parsing, two boards, scoring.
    await importChecked(page, site, file, 4);
    // The boards come once the check is done (polled without them).
    await expect
      .poll(() => page.locator('.import-progress').innerText(), { timeout: 30_000 })
      .toContain('2 boards, 3 table results');
    await phoneShot(page, 'import-lin-checked');
    const form = page.getByRole('form', { name: 'Record the session' });
    await form.getByRole('button', { name: 'Record this session' }).click();
    await expect
      .poll(
        () =>
          form
            .getByRole('status')
            .innerText()
            .catch(() => ''),
        { timeout: 60_000 },
      )
      .toMatch(/^Recorded as session import\.[0-9a-f]{16}: 3 table results/);
    const href = await form.getByRole('link', { name: "Open the session's results" }).getAttribute('href');

    // Both rooms of board 1 were played card by card: each has its replay.
    await page.goto(`${site.url}${href}/1`);
    const traveller = page.getByRole('table').last();
    await expect.poll(() => traveller.getByRole('link', { name: 'Replay' }).count()).toBe(2);
    await traveller.getByRole('link', { name: 'Replay' }).first().click();
    await page.getByTestId('replay').waitFor();
    // Ten calls, eight cards (two tricks), then the claim.
    expect(await caption()).toBe('Step 0 of 18: before the auction');
    await page.getByTestId('replay').focus();
    await page.keyboard.press('ArrowRight');
    expect(await caption()).toMatch(/^Step 1 of 18: North calls 1(C|♣)$/);
    await page.keyboard.press('End');
    expect(await caption()).toMatch(/^Step 18 of 18: West plays /);
    expect(await page.getByTestId('trick').innerText()).toMatch(/^Trick 2:/);
    expect(await page.locator('main').innerText()).toContain('Result: 3NT by N, 13 tricks, NS 520');
    await phoneShot(page, 'import-lin-replay');
  }, 240_000);
});
