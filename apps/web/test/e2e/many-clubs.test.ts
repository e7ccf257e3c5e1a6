// Issue 18: one site process serving two clubs by host name (CLUB_BASE_HOST=localhost), in a real
// browser at phone width, on real PostgreSQL. The seeded demo club and a second demo club seeded as
// `riverside` a month earlier (`CLUB_ID=riverside club demo --date …`) are migrated into a fresh
// database with `club migrate --to postgres`, both share their results with the federation, and one
// site serves them: demo.localhost:<port> shows demo's sessions and riverside.localhost:<port>
// riverside's (their dates tell them apart, so a response kept for one club and served to the other
// would show; the same member of the same role asks for the same URL in both), a member added in one
// is not in the other, the base host lists the clubs, an unknown club's host is 404, and the
// federation page ranks the players of both clubs. Screenshots go to docs/screenshots/issue-18/.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, useTestDatabase } from '../../../../libs/event-store/test/support/postgres';
import { demoAccount, expectFitsPhone, launchChromium, phonePage, ROOT, seedDemoClubFile } from './demo-browser';
import { ensureBuilt, startSite, type RunningSite } from './site-server';

/** The demo week of each club: the demo's default, and riverside's four weeks before. */
const DEMO_MONDAY = '2026-11-16';
const RIVERSIDE_MONDAY = '2026-10-19';

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function club(args: string[], env: Record<string, string> = {}): void {
  const run = spawnSync(process.execPath, ['apps/cli/bin/club.mjs', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, CLUB_QUEUE: 'in-process', ...env },
  });
  if (run.status !== 0) throw new Error(`club ${args.join(' ')} failed: ${run.stderr}`);
}

describe.skipIf(!postgresAvailable)('one site, many clubs by host name', () => {
  const database = useTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'club-many-clubs-e2e-'));
  let site: RunningSite;
  let browser: Browser | undefined;
  let port: string;
  const at = (clubId: string | null) => `http://${clubId ? `${clubId}.` : ''}localhost:${port}`;

  beforeAll(async () => {
    const demo = join(dir, 'demo.sqlite');
    const riverside = join(dir, 'riverside.sqlite');
    seedDemoClubFile(demo);
    club(['demo', '--db', riverside, '--date', RIVERSIDE_MONDAY], { CLUB_ID: 'riverside', CLUB_DOUBLE_DUMMY: 'off' });
    for (const [clubId, file] of [
      ['demo', demo],
      ['riverside', riverside],
    ] as const) {
      club(['migrate', '--to', 'postgres', '--db', file, '--url', database.url, '--club', clubId]);
      club(['federation', 'share', 'on', '--club', clubId, '--url', database.url]);
    }
    ensureBuilt();
    site = await startSite({
      env: { CLUB_DATABASE_URL: database.url, CLUB_BASE_HOST: 'localhost', CLUB_DB: join(dir, 'accounts.sqlite') },
    });
    port = new URL(site.url).port;
    browser = await launchChromium();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** `fullPage` false: the screen the phone shows (the federation's tables are long). */
  const shot = async (page: Page, name: string, fullPage = true) => {
    await expectFitsPhone(page);
    await page.screenshot({ path: join(ROOT, 'docs/screenshots/issue-18', `${name}.png`), fullPage });
  };

  /** A demo account of the club's own site (each club has its own accounts, opened with the club). */
  async function signedIn(clubId: string, role: string): Promise<Page> {
    const page = await phonePage(browser!);
    await page.goto(`${at(clubId)}/sign-in`);
    const { email, password } = demoAccount(site, role);
    const form = page.locator('main form');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(password);
    await form.locator('button[type="submit"]').click();
    await page.getByTestId('who').waitFor();
    return page;
  }

  /** The member the page's session cookie is of, asked from the page (its club's host: only the browser resolves *.localhost). */
  const memberOf = (page: Page) =>
    page.evaluate(async () => {
      const me = (await (await fetch('/api/trpc/auth.me')).json()) as { result: { data: { memberId: string } } };
      return me.result.data.memberId;
    });

  /** The days of the sessions a results page lists. */
  const sessionDays = async (page: Page) =>
    [
      ...new Set(
        (await page.locator('main time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''))).map(
          (d) => d.slice(0, 10),
        ),
      ),
    ].sort();

  it('the base host lists the clubs of the database, each linking to its own site', async () => {
    expect(site.output()).toContain('each at http://<club>.localhost:');
    const page = await phonePage(browser!);
    const answer = await page.goto(at(null));
    expect(answer?.status()).toBe(200);
    const clubs = page.getByRole('list', { name: 'Clubs of this site' });
    await expect
      .poll(() => clubs.getByRole('link', { name: /^Club / }).allTextContents())
      .toEqual(['Club demo', 'Club riverside']);
    expect(await clubs.getByRole('link', { name: 'Club riverside' }).getAttribute('href')).toBe(`${at('riverside')}/`);
    await shot(page, 'clubs-of-the-site');
  });

  it('each club’s host shows its own results, never the other club’s kept response', async () => {
    const demo = await signedIn('demo', 'member');
    await demo.goto(`${at('demo')}/results`);
    await demo.getByText('Tuesday pairs').first().waitFor();
    const demoDays = await sessionDays(demo);
    expect(demoDays.some((d) => d >= DEMO_MONDAY)).toBe(true);

    // The same member id, language and URL on the other club's host (so the same key in a cache
    // that forgot the club): its own sessions.
    const riverside = await signedIn('riverside', 'member');
    expect(await memberOf(riverside)).toBe(await memberOf(demo));
    await riverside.goto(`${at('riverside')}/results`);
    await riverside.getByText('Tuesday pairs').first().waitFor();
    const riversideDays = await sessionDays(riverside);
    expect(riversideDays.length).toBeGreaterThan(0);
    expect(riversideDays.every((d) => d < DEMO_MONDAY)).toBe(true);
    expect(riversideDays).toContain(plusDays(RIVERSIDE_MONDAY, 1)); // its Tuesday pairs
    await shot(riverside, 'riverside-results');

    // Asked again on each host (now from each club's response cache): still each its own.
    await demo.reload();
    expect(await sessionDays(demo)).toEqual(demoDays);
    await riverside.reload();
    expect(await sessionDays(riverside)).toEqual(riversideDays);
  }, 90_000);

  it('a member added on one club’s site is that club’s only', async () => {
    const admin = await signedIn('riverside', 'club-admin');
    await admin.goto(`${at('riverside')}/admin/members`);
    const form = admin.getByRole('form', { name: 'Add a member' });
    await form.getByLabel('Name').fill('Rita Riverside');
    await form.getByLabel('Email').fill('rita@riverside.club');
    await form.getByRole('button', { name: 'Add the member' }).click();
    await form.getByRole('status').filter({ hasText: 'Added as rita_riverside.' }).waitFor();

    const demoAdmin = await signedIn('demo', 'club-admin');
    await demoAdmin.goto(`${at('demo')}/admin/members`);
    await demoAdmin.getByRole('form', { name: 'Add a member' }).waitFor();
    expect(await demoAdmin.getByText('Rita Riverside').count()).toBe(0);
    await admin.reload();
    await admin.getByRole('listitem', { name: 'Rita Riverside', exact: true }).waitFor();
  }, 90_000);

  it('a host that names no club of the database answers 404, saying so', async () => {
    const page = await phonePage(browser!);
    const answer = await page.goto(`${at('nowhere')}/results`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'There is no club nowhere on this site.' }).waitFor();
    await shot(page, 'unknown-club');
  });

  it('the federation page ranks the players of both sharing clubs and shows a player’s sessions in each', async () => {
    const page = await signedIn('demo', 'member');
    // A member finds it in the menu of a site that has the federation's views.
    await page.getByRole('navigation').getByRole('link', { name: 'Federation' }).click();
    await page.getByRole('heading', { name: 'Federation table' }).waitFor();
    await page.goto(`${at('demo')}/federation?from=2026-10-01&to=2026-11-30`);
    await page.getByTestId('sharing-clubs').filter({ hasText: 'Sharing clubs: demo, riverside' }).waitFor();
    const rows = page.locator('main table tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.first().textContent()).toContain('demo, riverside');
    await page.getByTestId('sharing-clubs').scrollIntoViewIfNeeded();
    await shot(page, 'federation-table', false);

    // A period of riverside's weeks only: its sessions alone count.
    await page.goto(`${at('demo')}/federation?from=2026-10-01&to=2026-10-31`);
    await page.getByTestId('sharing-clubs').waitFor();
    const cells = await page.locator('main table tbody tr td:nth-child(5)').allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    expect(new Set(cells)).toEqual(new Set(['riverside']));

    await page.goto(`${at('demo')}/federation`);
    await page.locator('main table tbody tr').first().getByRole('link').click();
    const summary = page.getByTestId('federation-player');
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(/in demo, riverside$/);
    await shot(page, 'federation-player', false);
  }, 90_000);
});
