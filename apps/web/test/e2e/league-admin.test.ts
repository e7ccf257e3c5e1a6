// The league administrator in a real browser on the demo club: signs in, opens a season and
// creates a league in it, reads a league table, imports pairs-2016-01-13.pbn (libs/scoring's
// oracle fixture) following the progress bar, sees the imported session ranked, records it into
// the new league with the keyboard and opens its results page (the file's ranking, from the log),
// and exports a club session as a PBN download that imports back. Phone-sized screenshots in
// test-artifacts/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importPbn } from '@club/interchange';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoSite, phoneShot, ROOT, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

const FIXTURE = join(ROOT, 'libs/scoring/test/oracle/fixtures/pairs-2016-01-13.pbn');

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('league', { acceptDownloads: true });
  ({ site, page } = demo);
}, 300_000);

afterAll(() => demo?.close());

// Every page kept as a screenshot is first checked to fit the phone: nothing scrolls sideways or is cut off.
const shot = (name: string) => phoneShot(page, `league-admin-${name}`);
const alerts = () => page.locator('main [role="alert"]');

describe('the league administrator on the site', () => {
  it('signs in and sees the demo season with its leagues', async () => {
    await signInAs(page, site, 'league-admin');
    await page.getByRole('link', { name: 'Leagues', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Seasons and leagues' }).waitFor();
    expect(await page.locator('.league-list').first().innerText()).toContain(
      'Pairs league (bridge; best 2 session percentages (sum)',
    );
  });

  it('opens a season and creates a league with points per place; a refusal is shown', async () => {
    await page.getByLabel('Season id').fill('s2027');
    await page.getByLabel('Name', { exact: true }).first().fill('Season 2027');
    await page.getByLabel('Starts on').fill('2027-01-01');
    await page.getByLabel('Ends on').fill('2027-12-31');
    await page.getByRole('button', { name: 'Open the season' }).click();
    await page.getByRole('heading', { level: 2, name: /Season 2027/ }).waitFor();

    const form = page.getByRole('form', { name: 'Create a league' });
    await form.getByLabel('League id').fill('tues');
    await form.getByLabel('Name').fill('Tuesday league');
    await form.getByLabel('Season').selectOption('s2027');
    await form.getByLabel('Ranking rule').selectOption('points-per-place');
    await form.getByLabel('Points for 1st, 2nd, … (comma-separated)').fill('10, 8, 6');
    await form.getByRole('button', { name: 'Create the league' }).click();
    await page.getByRole('link', { name: 'Tuesday league' }).waitFor();
    expect(await page.locator('section', { hasText: 'Season 2027' }).first().innerText()).toContain(
      'points per place: 10, 8, 6',
    );

    // The same league id again: the decider's refusal, in words.
    await form.getByRole('button', { name: 'Create the league' }).click();
    await expect.poll(() => alerts().innerText()).toBe("League 'tues' already exists");
    await shot('leagues');
  });

  it('adds the published mitchell1 to the new league and sees its table computed', async () => {
    await page.getByRole('link', { name: 'Tuesday league' }).click();
    await page.getByRole('heading', { level: 1, name: 'League table' }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(0);
    await page.getByLabel('Session id to add').fill('ghost');
    await page.getByRole('button', { name: 'Add the session' }).click();
    await expect.poll(() => alerts().innerText()).toBe("Session: there is no bridge session 'ghost'");
    await page.getByLabel('Session id to add').fill('mitchell1');
    await page.getByRole('button', { name: 'Add the session' }).click();
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.locator('main').innerText()).toContain('Sessions: mitchell1; counted: mitchell1.');
    await page.goBack();
  });

  it('creates an Ulti league with its own tie-break chain; a criterion chosen twice is refused', async () => {
    const form = page.getByRole('form', { name: 'Create a league' });
    await form.getByLabel('League id').fill('ulti27');
    await form.getByLabel('Name').fill('Ulti 2027');
    await form.getByLabel('Season').selectOption('s2027');
    await form.getByLabel('Ranking rule').selectOption('ulti');
    const thenBy = form.getByLabel('then by');
    await thenBy.nth(0).selectOption('table-wins');
    await thenBy.nth(1).selectOption('table-wins');
    await form.getByRole('button', { name: 'Create the league' }).click();
    await expect.poll(() => alerts().innerText()).toMatch(/a criterion is listed twice/);
    await thenBy.nth(1).selectOption('forints');
    await thenBy.nth(2).selectOption('');
    await form.getByRole('button', { name: 'Create the league' }).click();
    await page.getByRole('link', { name: 'Ulti 2027' }).waitFor();
    expect(await page.locator('section', { hasText: 'Season 2027' }).first().innerText()).toContain(
      'order: placement points, then table wins, then forints',
    );
    await shot('ulti-league-order');
  });

  it('reads the demo pairs league table', async () => {
    await page.getByRole('link', { name: 'Pairs league' }).click();
    await page.getByRole('heading', { level: 1, name: 'League table' }).waitFor();
    const rows = await page.locator('tbody tr').count();
    expect(rows).toBeGreaterThan(0);
    // First place, alone or shared ('1=').
    expect(await page.locator('tbody tr').first().locator('td').first().innerText()).toMatch(/^1=?$/);
    await shot('table');
  });

  it('imports pairs-2016-01-13.pbn with a progress bar and sees its results ranked as the file ranks them', async () => {
    await page.goto(`${site.url}/admin/import`);
    await page.getByRole('heading', { level: 1, name: 'Import and export' }).waitFor();
    await page.getByLabel('PBN or USEBIO file').setInputFiles(FIXTURE);
    await page.getByRole('button', { name: 'Import' }).click();
    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    await bar.waitFor();
    await expect
      .poll(() => page.locator('.import-progress label').innerText(), { timeout: 20_000 })
      .toContain('done (23 of 23)');
    expect(await bar.getAttribute('value')).toBe('23');
    // The file's date in the viewer's style (13 Jan 2016, Jan 13, 2016, …), not as the file writes it.
    // The boards come with the full read that follows the polls: wait for it.
    await expect
      .poll(() => page.locator('.import-progress').innerText())
      .toMatch(/Spiren (?!2016-01-13)\D*13\D*2016 — 21 boards/);
    // The file's own TotalScoreTable names the winner and his percentage.
    const file = importPbn(readFileSync(FIXTURE, 'utf-8'), 'pairs-2016-01-13.pbn');
    const best = [...file.participants].sort(
      (a, b) => (b.oracle['TotalPercentage']?.number ?? 0) - (a.oracle['TotalPercentage']?.number ?? 0),
    )[0]!;
    const first = await page
      .getByRole('table', { name: 'Imported session results' })
      .locator('tbody tr')
      .first()
      .locator('td')
      .allInnerTexts();
    expect(first).toEqual(['1', best.id, best.names.join(' – '), best.oracle['TotalPercentage']!.number!.toFixed(2)]);
    await shot('import');
  });

  it('records the imported session into the Tuesday league with the keyboard, then opens its results page', async () => {
    const form = page.getByRole('form', { name: 'Record the session' });
    await form.getByLabel('League (optional)').selectOption({ label: 'Tuesday league (Season 2027)' });
    // Keyboard: from the league select, Tab reaches the button and Enter presses it.
    await form.getByLabel('League (optional)').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Record this session');
    await page.keyboard.press('Enter');
    const status = form.getByRole('status');
    await expect
      .poll(() => status.innerText(), { timeout: 30_000 })
      .toMatch(
        /^Recorded as session import\.[0-9a-f]{16}: 126 table results, 0 players matched to members, 26 recorded as guests; the official score is available\./,
      );
    await shot('import-recorded');

    await form.getByRole('link', { name: "Open the session's results" }).click();
    await page.getByRole('heading', { level: 1, name: 'Session results' }).waitFor();
    expect(await page.getByTestId('session-heading').innerText()).toMatch(
      /^Spiren · (?!2016-01-13)\D*13\D*2016 · .*official score published/,
    );
    // Where it came from: the file, the program that wrote it (the file's Generator), the event.
    expect(await page.getByTestId('session-origin').innerText()).toBe(
      'Imported from pairs-2016-01-13.pbn (PBN, written by Ruter i Norge) · event: Spiren, 2016-01-13',
    );
    // The results job's ranking is the file's: its winner first, with the file's percentage and the players' names.
    const file = importPbn(readFileSync(FIXTURE, 'utf-8'), 'pairs-2016-01-13.pbn');
    const best = [...file.participants].sort(
      (a, b) => (b.oracle['TotalPercentage']?.number ?? 0) - (a.oracle['TotalPercentage']?.number ?? 0),
    )[0]!;
    const first = await page.locator('main table').first().locator('tbody tr').first().locator('td').allInnerTexts();
    expect(first.slice(0, 4)).toEqual([
      '1',
      best.id,
      best.names.join(', '),
      `${best.oracle['TotalPercentage']!.number!.toFixed(2)}\u00a0%`,
    ]);
    expect(await page.locator('main table').first().locator('tbody tr').count()).toBe(13);
    // The ranking fits the phone whole (it was cut at its last column): nothing to scroll inside its box either.
    expect(
      await page
        .locator('main .table-scroll')
        .first()
        .evaluate((box) => box.scrollWidth - box.clientWidth),
    ).toBe(0);
    await shot('import-results');

    // The same file again: the same import, recorded already: nothing new.
    await page.goto(`${site.url}/admin/import`);
    await page.getByLabel('PBN or USEBIO file').setInputFiles(FIXTURE);
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByRole('button', { name: 'Record this session' }).click({ timeout: 20_000 });
    await expect
      .poll(() => page.getByRole('form', { name: 'Record the session' }).getByRole('status').innerText(), {
        timeout: 20_000,
      })
      .toMatch(
        /^Import import\.[0-9a-f]{16} is already recorded as session import\.[0-9a-f]{16}: nothing new was recorded\./,
      );
  });

  it('a file with a wrong score shows file:line:field', async () => {
    const lines = readFileSync(FIXTURE, 'utf-8').split(/\r?\n/);
    lines[77] = lines[77]!.replace('"420"', '"450"');
    await page
      .getByLabel('PBN or USEBIO file')
      .setInputFiles({ name: 'wrong.pbn', mimeType: 'text/plain', buffer: Buffer.from(lines.join('\n')) });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect
      .poll(() => page.locator('.import-problems').innerText(), { timeout: 20_000 })
      .toBe(
        'wrong.pbn:78:board 1, 12 v 11, score the file says NS 450; 4H by S making 10 tricks scores NS 420 (Law 77)',
      );
    await shot('import-error');
  });

  it('exports mitchell1 as a PBN download that imports back with its 24 boards', async () => {
    await page.getByLabel('Session id').fill('mitchell1');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PBN' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('mitchell1.pbn');
    const saved = join(demo!.dir, 'mitchell1.pbn');
    await download.saveAs(saved);
    const back = importPbn(readFileSync(saved, 'utf-8'), 'mitchell1.pbn');
    expect(back.boards).toHaveLength(24);
    expect(back.boards.every((b) => b.results.length > 0)).toBe(true);
  });
});
