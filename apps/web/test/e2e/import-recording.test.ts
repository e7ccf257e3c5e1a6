// Recording a large import in a real browser at phone width: the league administrator imports a
// generated 150-board PBN (450 table results), records it, and follows the recording's progress
// bar (seen part-way, below its maximum) until the page says the session is recorded; its results
// page then lists every board. The server records in slices of 5 commands (CLUB_IMPORT_SLICE), so
// the recording takes many turns. A phone-sized screenshot of the progress in test-artifacts/.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoResultsFile } from '@club/application';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importChecked, openDemoSite, phoneShot, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

const BOARDS = 150;
const TABLES = 3;

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;
const slice = process.env['CLUB_IMPORT_SLICE'];

beforeAll(async () => {
  process.env['CLUB_IMPORT_SLICE'] = '5';
  demo = await openDemoSite('import-recording');
  ({ site, page } = demo);
}, 300_000);

afterAll(async () => {
  if (slice === undefined) delete process.env['CLUB_IMPORT_SLICE'];
  else process.env['CLUB_IMPORT_SLICE'] = slice;
  await demo?.close();
});

describe('recording a large import on the import page', () => {
  it('shows the recording progress part-way, then the recorded session with every board', async () => {
    const file = join(demo!.dir, 'marathon.pbn');
    writeFileSync(file, demoResultsFile({ boards: BOARDS, tables: TABLES }));
    await signInAs(page, site, 'league-admin');
    await importChecked(page, site, file, BOARDS + 2);

    const form = page.getByRole('form', { name: 'Record the session' });
    await form.getByRole('button', { name: 'Record this session' }).click();
    const bar = form.getByRole('progressbar', { name: 'Recording progress' });
    // Part-way: the bar is shown with a value below its maximum.
    await expect
      .poll(
        async () => {
          const [value, max] = await Promise.all([
            bar.getAttribute('value', { timeout: 1_000 }).catch(() => null),
            bar.getAttribute('max', { timeout: 1_000 }).catch(() => null),
          ]);
          return value !== null && max !== null && Number(value) > 0 && Number(value) < Number(max);
        },
        { timeout: 60_000, interval: 50 },
      )
      .toBe(true);
    expect(await form.locator('.recording-progress label').innerText()).toMatch(
      /^Recording: (checking against the club log|recording) \(\d+ of \d+\)/,
    );
    await phoneShot(page, 'import-recording-progress');

    const status = form.getByRole('status');
    await expect
      .poll(() => status.innerText().catch(() => ''), { timeout: 120_000 })
      .toMatch(new RegExp(`^Recorded as session import\\.[0-9a-f]{16}: ${BOARDS * TABLES} table results`));
    expect(await bar.count()).toBe(0);
    await phoneShot(page, 'import-recording-recorded');

    await form.getByRole('link', { name: "Open the session's results" }).click();
    await page.getByRole('heading', { level: 1, name: 'Session results' }).waitFor();
    expect(await page.getByTestId('session-heading').innerText()).toMatch(/official score published/);
  }, 240_000);
});
