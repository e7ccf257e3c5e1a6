// Issue 15, rules 2, 6 and 7 in a real browser at phone width: the league administrator imports a
// Ruter-like PBN saved without an extension (a grade beside an explicit score, a score marked
// adjusted, a procedural penalty row, a result against a missing pair), records it, and the boards'
// travellers show each as the program meant it. Phone-sized screenshots in test-artifacts/.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ruterSpecialRowsFile } from '@club/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importChecked, openDemoSite, phoneShot, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

// Table 4 played board 2 only, its East-West pair missing.
const FILE = ruterSpecialRowsFile(['4 1 7 - 2N S 8 "120" - -2 -']);

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('import-ruter-rows');
  ({ site, page } = demo);
}, 300_000);

afterAll(async () => {
  await demo?.close();
});

describe("a Ruter file's special rows, imported and shown on the travellers", () => {
  it('is read by its content though it has no extension, recorded, and each row shown as meant', async () => {
    const file = join(demo!.dir, 'RUTER');
    writeFileSync(file, FILE);
    await signInAs(page, site, 'league-admin');
    await importChecked(page, site, file, 4);
    expect(await page.locator('.import-progress').innerText()).not.toMatch(/RUTER:\d+/);
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
      .toMatch(/^Recorded as session import\.[0-9a-f]{16}: 7 table results/);
    const href = await form.getByRole('link', { name: "Open the session's results" }).getAttribute('href');

    // Board 1: table 3's North-South graded A= beside East-West's explicit 0, the table's result.
    await page.goto(`${site.url}${href}/1`);
    const one = page.getByRole('table').last();
    await expect.poll(() => one.innerText()).toContain('A50/–');
    await phoneShot(page, 'import-ruter-rows-board-1');

    // Board 2: the assigned +800, the result against a missing pair, the penalty listed under the traveller.
    await page.goto(`${site.url}${href}/2`);
    const two = page.getByRole('table').last();
    await expect.poll(() => two.innerText()).toContain('+800');
    expect(await two.locator('tr', { hasText: '2NT' }).innerText()).toMatch(/\b7\s+-\s/);
    expect(await page.getByTestId('traveller-penalties').innerText()).toBe(
      'Procedural penalty (Law 90): pair 1 at table A1, 1 matchpoints off its total',
    );
    await phoneShot(page, 'import-ruter-rows-board-2');
  }, 240_000);
});
