// Issue 21, point 14, in a real browser at phone width: the league administrator imports a pairs
// file dated outside the season into the demo pairs league and is warned of the date; the league
// table says the session awaits its players' review and links to it; on the review page he
// confirms a suggested member ("nagy anna" is Anna Nagy in another order), admits a new member
// from a name no member bears, keeps the rest as guests; the league table then counts the session
// and ranks both. Screenshots in docs/screenshots/issue-21/14-*.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { demoResultsFile } from '@club/application';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFitsPhone, openDemoSite, ROOT, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

const SHOTS = join(ROOT, 'docs/screenshots/issue-21');

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('import-review');
  ({ site, page } = demo);
  mkdirSync(SHOTS, { recursive: true });
  await signInAs(page, site, 'league-admin');
}, 300_000);

afterAll(() => demo?.close());

const shot = async (name: string) => {
  await expectFitsPhone(page);
  await page.screenshot({ path: join(SHOTS, `14-${name}.png`), fullPage: true });
};

/** Six pairs; pair 1 is "nagy anna" (Anna Nagy, m13) and "Csilla Nagy" (m15), pair 2 has "Zsofia Uj" (no member); dated 2025. */
const file = () =>
  demoResultsFile({ boards: 9, tables: 3, eventName: 'Autumn guests' })
    .replace(/Player 1\b/g, 'nagy anna')
    .replace(/Player 2\b/g, 'Csilla Nagy')
    .replace(/Player 3\b/g, 'Zsofia Uj')
    .replace(/\[Date "2026\.01\.14"\]/g, '[Date "2025.06.01"]');

const leagueTable = () => page.getByRole('table');

describe('imported players reviewed before the league table counts them', () => {
  let sessionId = '';

  it('records the file into the pairs league, warned that its date lies outside the season', async () => {
    await page.goto(`${site.url}/admin/import`);
    await page.getByLabel('PBN or USEBIO file').setInputFiles({
      name: 'autumn.pbn',
      mimeType: 'text/plain',
      buffer: Buffer.from(file()),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect
      .poll(() => page.locator('.import-progress label').innerText(), { timeout: 30_000 })
      .toContain('done (11 of 11)');
    const form = page.getByRole('form', { name: 'Record the session' });
    await form.getByLabel('League (optional)').selectOption({ label: 'Pairs league (Season 2026)' });
    await form.getByRole('button', { name: 'Record this session' }).click();
    const status = form.getByRole('status');
    await expect.poll(() => status.innerText().catch(() => ''), { timeout: 60_000 }).toMatch(/^Recorded as session/);
    sessionId = /session (import\.[0-9a-f]{16})/.exec(await status.innerText())![1]!;
    expect(await status.getByRole('note').innerText()).toBe(
      'The session is dated 2025-06-01, outside season Season 2026 (2026-01-01 to 2026-12-31) of league Pairs league: it is recorded all the same.',
    );
    await status.getByRole('link', { name: 'Review the players' }).waitFor();
    await shot('import-recorded');
  });

  it('the league table does not count it yet: it says the session awaits player review, with a link', async () => {
    await page.goto(`${site.url}/leagues/pairs`);
    const notice = page.getByRole('region', { name: 'Awaiting player review' });
    expect(await notice.innerText()).toContain(`Awaiting player review`);
    expect(await page.locator('.card').first().innerText()).not.toMatch(new RegExp(`counted: [^.]*${sessionId}`));
    expect(await leagueTable().innerText()).not.toMatch(/zsofia\.uj|Zsofia Uj/);
    await shot('league-awaiting-review');
    await notice.getByRole('link', { name: sessionId }).click();
    await page.getByRole('heading', { level: 1, name: 'Review imported players' }).waitFor();
  });

  it('reviews: confirms the suggestion for "nagy anna", admits Zsofia Uj as a new member, keeps the rest guests', async () => {
    const form = page.getByRole('form', { name: 'Review the players' });
    expect(await page.getByRole('note').innerText()).toContain('outside season Season 2026');
    const anna = form.getByLabel(/^nagy anna/);
    // The suggestion is proposed, with its reason in words.
    expect(await anna.locator('option:checked').innerText()).toBe('Anna Nagy — same names, other order');
    expect(
      await form
        .getByLabel(/^Csilla Nagy/)
        .locator('option:checked')
        .innerText(),
    ).toBe('Csilla Nagy — same name');
    expect(
      await form
        .getByLabel(/^Zsofia Uj/)
        .locator('option:checked')
        .innerText(),
    ).toBe('Keep as a guest');
    await form.getByLabel(/^Zsofia Uj/).selectOption({ label: 'Admit Zsofia Uj as a new member' });
    await shot('review');
    await form.getByRole('button', { name: 'Confirm the players' }).click();
    const status = form.getByRole('status');
    await expect
      .poll(() => status.innerText().catch(() => ''), { timeout: 30_000 })
      .toMatch(/^Players reviewed: 3 linked to members \(1 new\); the league tables now count the session\./);
    await expect.poll(() => form.getByRole('button').innerText(), { timeout: 10_000 }).toBe('Record a correction');
    await shot('reviewed');
    await status.getByRole('link', { name: 'Open the league table: Pairs league' }).click();
  });

  it('the league table now counts the session and ranks the reviewed members, the new one included', async () => {
    await page.getByRole('heading', { level: 1, name: 'League table' }).waitFor();
    await expect
      .poll(() => page.locator('.card').first().innerText(), { timeout: 30_000 })
      .toMatch(new RegExp(`counted: [^.]*${sessionId.replace('.', '\\.')}`));
    expect(await page.getByRole('region', { name: 'Awaiting player review' }).count()).toBe(0);
    const table = await leagueTable().innerText();
    expect(table).toMatch(/zsofia\.uj|Zsofia Uj/);
    expect(table).toMatch(/m13|Anna Nagy/);
    await shot('league-counted');
  });
});
