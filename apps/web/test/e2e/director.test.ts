// In a real browser at phone size (390×844), on the seeded demo club: the demo director signs in,
// opens a new small session (a 3-table Mitchell), enters results as a table scorer does (the Law 77
// score shown before confirming), records calls live (an insufficient bid flagged, director
// required), records a director call and a ruling with an artificial adjusted score A60/40,
// publishes the official score with its deadlines, and sees the results. Screenshots go to
// apps/web/test-artifacts/director-*.png.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, launchPhoneBrowser, seedDemoClubFile } from './demo-browser';
import { ensureBuilt, startSite, type RunningSite } from './site-server';

let site: RunningSite;
let context: BrowserContext;
let page: Page;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'club-director-e2e-'));
  const db = join(dir, 'club.sqlite');
  seedDemoClubFile(db);
  ensureBuilt();
  site = await startSite({ db });
  context = await launchPhoneBrowser(join(dir, 'chromium'));
  page = await context.newPage();
}, 300_000);

afterAll(async () => {
  await context?.close();
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `director-${name}.png`), fullPage: true });
const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const pad = (legend: string) => page.locator('fieldset', { has: page.locator('legend', { hasText: legend }) });

describe('the demo director on the site', () => {
  it('signs in with the printed demo account', async () => {
    const match = /^\s+.+?\s+(director@\S+)\s+password: (\S+)$/m.exec(site.output());
    if (!match) throw new Error('the server printed no director account');
    await page.goto(`${site.url}/sign-in`);
    await page.getByLabel('Email').fill(match[1]!);
    await page.getByLabel('Password').fill(match[2]!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('who').waitFor();
  });

  it('opens a new session: a 3-table Mitchell, 2 boards a round, six pairs of members', async () => {
    await page.getByRole('link', { name: 'Director', exact: true }).click();
    await heading('Director');
    await page.getByRole('link', { name: 'Open a new session' }).click();
    await heading('Open a session');
    await page.getByLabel('Session id').fill('phone1');
    await page.getByLabel('Name').fill('Phone pairs');
    await page.getByLabel('Tables').fill('3');
    await page.getByLabel('Boards per round').fill('2');
    await page.getByLabel(/^Entrants/).fill(['m01 m02', 'm03 m04', 'm05 m06', 'm07 m08', 'm09 m10', 'm11 m12'].join('\n'));
    await shot('open-session');
    await page.getByRole('button', { name: 'Open the session' }).click();
    await page.getByRole('heading', { level: 2, name: 'Phone pairs' }).waitFor();
    expect(await page.getByRole('heading', { level: 3, name: /^Round / }).count()).toBe(3);
    expect(await page.locator('table tbody tr').count()).toBe(18);
    await shot('session-opened');
  });

  it('enters results at the table: the score before confirming, then the next board', async () => {
    await page.getByRole('link', { name: 'Enter results' }).click();
    await heading('Enter results');
    // Round 1, table 1, board 1 comes first; board 1: nobody vulnerable (Law 2).
    expect(await page.getByLabel('Table-board').locator('option:checked').innerText()).toMatch(/^R1 T1 B1: 1NS v 1EW/);
    await pad('Level').getByRole('button', { name: '4', exact: true }).click();
    await pad('Strain').getByRole('button', { name: 'spades' }).click();
    await pad('Declarer').getByRole('button', { name: 'N', exact: true }).click();
    await pad('Result').getByRole('button', { name: '10 tricks' }).click();
    // 4♠ made: 120 trick score + 300 game premium (not vulnerable).
    await page.getByTestId('score-preview').filter({ hasText: 'N-S 420' }).waitFor();
    await shot('enter-score-shown');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').filter({ hasText: 'Board 1 at table 1: 4S by N, N-S 420' }).waitFor();
    // The next board without a result: board 2 at table 1, N-S vulnerable.
    expect(await page.getByLabel('Table-board').locator('option:checked').innerText()).toMatch(/^R1 T1 B2:/);
    await pad('Level').getByRole('button', { name: '3', exact: true }).click();
    await pad('Strain').getByRole('button', { name: 'no trumps' }).click();
    await pad('Declarer').getByRole('button', { name: 'E', exact: true }).click();
    await pad('Result').getByRole('button', { name: '8 tricks' }).click();
    // 3NT by E-W (not vulnerable) one down: +50 to N-S.
    await page.getByTestId('score-preview').filter({ hasText: 'N-S 50' }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').filter({ hasText: 'Board 2 at table 1: 3NT by E, N-S 50' }).waitFor();
    await pad('Level').getByRole('button', { name: 'Pass' }).click();
    await page.getByTestId('score-preview').filter({ hasText: 'N-S 0' }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').filter({ hasText: /Board \d at table 2: Pass, N-S 0/ }).waitFor();
    await shot('enter-next-board');
  });

  it('records calls live: an insufficient bid is flagged and the director is required', async () => {
    await page.getByRole('link', { name: 'Phone pairs' }).click();
    await page.getByRole('heading', { level: 2, name: 'Phone pairs' }).waitFor();
    // Table 3, board 5 (round 1): dealer North (Law 2).
    await page.goto(`${site.url}/director/phone1/board/A/3/5`);
    await heading('Board 5, table 3');
    await page.getByText('N to act').waitFor();
    await pad('Bid level').getByRole('button', { name: '1', exact: true }).click();
    await pad('Strain').getByRole('button', { name: 'spades' }).click();
    await page.getByText('E to act').waitFor();
    await pad('Bid level').getByRole('button', { name: '1', exact: true }).click();
    await pad('Strain').getByRole('button', { name: 'hearts' }).click();
    await page.getByRole('alert').filter({ hasText: 'Director required' }).waitFor();
    expect(await page.getByRole('list', { name: 'Irregularities' }).innerText()).toContain('insufficient bid by E (Law 27)');
    expect(await page.getByRole('list', { name: 'Rectification options' }).innerText()).toMatch(/^27A/);
    await shot('live-irregularity');
  });

  it('records a director call and a ruling with an artificial adjusted score A60/40', async () => {
    await page.goto(`${site.url}/director/phone1/board/A/1/1`);
    await heading('Board 1, table 1');
    const call = page.getByRole('form', { name: 'Director call' });
    await call.getByLabel('Called by').selectOption('E');
    await call.getByLabel('Stage').selectOption('after-play');
    await call.getByLabel('What happened').fill('South held 14 cards, North 12');
    await call.getByRole('button', { name: 'Record the call' }).click();
    await page.getByText('Called: South held 14 cards, North 12').waitFor();
    const ruling = page.getByRole('form', { name: 'Ruling' });
    await ruling.getByRole('combobox', { name: 'Law' }).fill('13A');
    await ruling.getByRole('button', { name: 'Add law' }).click();
    await ruling.getByRole('combobox', { name: 'Law' }).fill('12C2a');
    await ruling.getByRole('button', { name: 'Add law' }).click();
    expect(await ruling.getByRole('list', { name: 'Laws applied' }).innerText()).toContain('13A incorrect number of cards');
    await ruling.getByLabel('Ruling type').selectOption('artificial-adjusted-score');
    await ruling.getByLabel('Offending side').selectOption('EW');
    await ruling.getByLabel('Text').fill('The board cannot be scored normally: E-W at fault');
    await ruling.getByRole('button', { name: 'Give the ruling' }).click();
    await page.getByText(/Ruling r1 \(Law 13A, 12C2a; artificial-adjusted-score; 2007 Laws\)/).waitFor();
    const adjust = page.getByRole('form', { name: 'Adjusted score' });
    await adjust.getByRole('button', { name: 'A60/40' }).click();
    await adjust.getByRole('button', { name: 'Adjust the score' }).click();
    await page.getByTestId('board-adjustment').filter({ hasText: 'A60/40' }).waitFor();
    await shot('ruling-adjusted');
  });

  it('publishes the official score with its deadlines and sees the results', async () => {
    await page.getByRole('link', { name: 'Back to the session' }).click();
    await page.getByRole('heading', { level: 2, name: 'Phone pairs' }).waitFor();
    expect(await page.locator('table tbody tr', { hasText: 'A60/40' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Publish the official score' }).click();
    const publication = page.getByTestId('publication');
    await publication.waitFor();
    const text = await publication.innerText();
    // Both periods are 30 minutes after publication (the session's defaults).
    const [published, corrections, appeals] = [...text.matchAll(/(\d{4}-\d\d-\d\d \d\d:\d\d) UTC/g)].map((m) => Date.parse(`${m[1]!.replace(' ', 'T')}:00Z`));
    expect(corrections! - published!).toBe(30 * 60_000);
    expect(appeals! - published!).toBe(30 * 60_000);
    expect(text).toContain('Law 79C1');
    await shot('published');
    await page.locator('main').getByRole('link', { name: 'Results', exact: true }).click();
    await heading('Session results');
    await page.getByRole('heading', { level: 3, name: 'North-South' }).first().waitFor();
    await shot('results');
  });
});
