// Issue 21, point 14, in a real browser at phone width: the league administrator imports a pairs
// file dated outside the season into the demo pairs league and is warned of the date; the league
// table says the session awaits its players' review and links to it; on the review page he
// confirms a suggested member ("nagy anna" is Anna Nagy in another order), admits a new member
// from a name no member bears, keeps the rest as guests; the league table then counts the session
// and ranks both. Then a Compscore USEBIO file whose players carry federation numbers: the player
// with Anna Kovács's number (70001) under another name is suggested as her "same federation number"
// and proposed; another seat is linked to a member found with the member picker.
// Screenshots in docs/screenshots/issue-21/14-*.png.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoResultsFile } from '@club/application';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFitsPhone, openDemoSite, pickMember, ROOT, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';
import { expectAccessible } from './axe-audit';

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
    // The days in the viewer's style (the browser's language), not as the file writes them.
    expect(await status.getByRole('note').innerText()).toMatch(
      /^The session is dated \D*1\D*2025, outside season Season 2026 \(\D*1\D*2026 to \D*31\D*2026\) of league Pairs league: it is recorded all the same\.$/,
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
    await expectAccessible(page, 'the players review form');
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

/** Compscore's Mitchell (38 pairs, dated 2022): Player 1 (90001 in the file) given Anna Kovács's federation number. */
const usebio = () =>
  readFileSync(join(ROOT, 'libs/scoring/test/oracle/fixtures/mp_pairs_mitchell.xml'), 'utf-8').replace(
    '<NATIONAL_ID_NUMBER>90001</NATIONAL_ID_NUMBER>',
    '<NATIONAL_ID_NUMBER>70001</NATIONAL_ID_NUMBER>',
  );

describe('imported players matched to members by federation number', () => {
  it('suggests the member holding the player’s federation number, whatever the name; another seat is picked by name', async () => {
    await page.goto(`${site.url}/admin/import`);
    await page.getByLabel('PBN or USEBIO file').setInputFiles({
      name: 'compscore.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(usebio()),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    const form = page.getByRole('form', { name: 'Record the session' });
    await form.getByRole('button', { name: 'Record this session' }).waitFor({ timeout: 60_000 });
    await form.getByRole('button', { name: 'Record this session' }).click();
    const status = form.getByRole('status');
    await expect.poll(() => status.innerText().catch(() => ''), { timeout: 90_000 }).toMatch(/^Recorded as session/);
    await status.getByRole('link', { name: 'Review the players' }).click();
    await page.getByRole('heading', { level: 1, name: 'Review imported players' }).waitFor();

    const review = page.getByRole('form', { name: 'Review the players' });
    const player1 = review.getByLabel(/^Player 1 \(/);
    expect(await review.getByText(/^\(pair 1NS, federation number 70001\)$/).count()).toBe(1);
    expect(await player1.locator('option:checked').innerText()).toBe('Anna Kovács — same federation number');
    await player1.scrollIntoViewIfNeeded();
    await expectFitsPhone(page);
    await page.screenshot({ path: join(SHOTS, '14-review-by-federation-number.png') });

    // Player 2 is Béla Kovács, found by name with the member picker.
    await review.getByLabel(/^Player 2 \(/).selectOption({ label: 'Another member, found by name…' });
    await pickMember(review, 'Member for Player 2', 'Béla K', 'Béla Kovács');
    expect(await review.getByRole('list', { name: 'Member for Player 2: chosen' }).innerText()).toContain(
      'Béla Kovács',
    );
    await review.getByRole('list', { name: 'Member for Player 2: chosen' }).scrollIntoViewIfNeeded();
    await expectFitsPhone(page);
    await page.screenshot({ path: join(SHOTS, '14-review-member-picker.png') });

    await review.getByRole('button', { name: 'Confirm the players' }).click();
    const reviewed = review.getByRole('status');
    await expect
      .poll(() => reviewed.innerText().catch(() => ''), { timeout: 30_000 })
      .toMatch(/^Players reviewed: 2 linked to members; the league tables now count the session\./);
    // After the review the page proposes what it recorded: Anna by her number, Béla as picked.
    await expect
      .poll(() => review.getByRole('button').last().innerText(), { timeout: 10_000 })
      .toBe('Record a correction');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Review imported players' }).waitFor();
    // The chosen member's name arrives with the picker's directory, after the page.
    await expect
      .poll(() => review.getByRole('list', { name: 'Member for Player 2: chosen' }).innerText(), { timeout: 10_000 })
      .toContain('Béla Kovács');
    expect(
      await review
        .getByLabel(/^Player 1 \(/)
        .locator('option:checked')
        .innerText(),
    ).toBe('Anna Kovács — same federation number');
  });
});
