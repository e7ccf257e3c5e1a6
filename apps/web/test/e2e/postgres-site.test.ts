// Issue 18: the site with the club's log in PostgreSQL (CLUB_DATABASE_URL), two web processes on
// one club, in a real browser at phone width. The seeded demo club is copied into a fresh database
// with `club migrate --to postgres`, as a club moving off its file would be; each site works on its
// own copy of the log, and both keep the club's accounts in that database. The club administrator
// adds a member on the first site; the second site, signed in as its administrator, lists him; the
// results pages of both show the demo's sessions. A member signed in on one site is signed in on
// the other with the same cookie (both are 127.0.0.1, and a cookie does not name a port), and the
// new member's set-password link, issued on the first site, is used on the second, and his
// password signs him in on the first. Screenshots go to docs/screenshots/issue-18/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, useTestDatabase } from '../../../../libs/event-store/test/support/postgres';
import { expectFitsPhone, launchChromium, phonePage, ROOT, seedDemoClubFile, signInAs } from './demo-browser';
import { ensureBuilt, startSite, type RunningSite } from './site-server';

describe.skipIf(!postgresAvailable)('the site on PostgreSQL, two web processes', () => {
  const database = useTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'club-pg-site-e2e-'));
  let sites: RunningSite[] = [];
  let browser: Browser | undefined;
  let first: Page;
  let second: Page;

  beforeAll(async () => {
    const demo = join(dir, 'demo.sqlite');
    seedDemoClubFile(demo);
    const migrated = spawnSync(
      process.execPath,
      ['apps/cli/bin/club.mjs', 'migrate', '--to', 'postgres', '--db', demo, '--url', database.url, '--club', 'demo'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (migrated.status !== 0) throw new Error(`club migrate failed: ${migrated.stderr}`);
    ensureBuilt();
    // The club and its accounts are the database's: nothing is kept in CLUB_DB (checked below).
    const env = (n: number) => ({
      CLUB_DATABASE_URL: database.url,
      CLUB_ID: 'demo',
      CLUB_DB: join(dir, `site${n}.sqlite`),
    });
    // Both at once, as hosts of a deployment come up: each names the demo's role holders, and the
    // second to record a step finds it recorded.
    sites = await Promise.all([startSite({ env: env(1) }), startSite({ env: env(2) })]);
    browser = await launchChromium();
    first = await phonePage(browser);
    second = await phonePage(browser);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all(sites.map((site) => site.stop()));
    rmSync(dir, { recursive: true, force: true });
  });

  const shot = async (page: Page, name: string, fullPage = true) => {
    await expectFitsPhone(page);
    await page.screenshot({ path: join(ROOT, 'docs/screenshots/issue-18', `${name}.png`), fullPage });
  };

  it('serves the demo club from PostgreSQL: each site says so, the results are the demo’s', async () => {
    for (const site of sites) expect(site.errors()).toContain("working copy of club demo's log in PostgreSQL");
    await signInAs(first, sites[0]!, 'member');
    await first.goto(`${sites[0]!.url}/results`);
    await first.getByText('Tuesday pairs').first().waitFor();
    await shot(first, 'results-from-postgres');
  });

  it('a member added through the first site is on the second site’s members page', async () => {
    for (const n of [1, 2]) expect(existsSync(join(dir, `site${n}.sqlite`))).toBe(false);
    // The club administrator on his own phone (the first page is the member's, signed in).
    first = await phonePage(browser!);
    await signInAs(first, sites[0]!, 'club-admin');
    await first.goto(`${sites[0]!.url}/admin/members`);
    const form = first.getByRole('form', { name: 'Add a member' });
    await form.getByLabel('Name').fill('Petra Postgres');
    await form.getByLabel('Email').fill('petra@demo.club');
    await form.getByRole('button', { name: 'Add the member' }).click();
    await form.getByRole('status').filter({ hasText: 'Added as petra_postgres.' }).waitFor();

    await signInAs(second, sites[1]!, 'club-admin');
    await second.goto(`${sites[1]!.url}/admin/members`);
    const petra = second.getByRole('listitem', { name: 'Petra Postgres', exact: true });
    await petra.waitFor();
    await petra.scrollIntoViewIfNeeded();
    await shot(second, 'member-on-the-other-site', false);
  });

  it('one sign-in serves both sites: the cookie the first site set is accepted by the second', async () => {
    const member = await phonePage(browser!);
    await signInAs(member, sites[0]!, 'member');
    const who = await member.getByTestId('who').innerText();
    const [cookie] = (await member.context().cookies()).filter((c) => c.name === 'club_session');
    expect(cookie?.domain).toBe('127.0.0.1');
    await member.goto(`${sites[1]!.url}/results`);
    await member.getByTestId('who').filter({ hasText: who }).waitFor();
    // Not signed in again: the second site took the first's cookie as it was.
    expect((await member.context().cookies()).filter((c) => c.name === 'club_session')).toEqual([cookie]);
    await shot(member, 'signed-in-on-the-other-site');
  });

  it('the new member’s link from the first site sets his password on the second; it signs in on the first', async () => {
    const petraCard = first.getByRole('listitem', { name: 'Petra Postgres', exact: true });
    await petraCard.getByRole('button', { name: 'Set-password link' }).click();
    const handed = petraCard.getByRole('status', { name: 'Set-password link for Petra Postgres' });
    const link = (await handed.getByRole('link').getAttribute('href')) ?? '';
    expect(link).toMatch(new RegExp(`^${sites[0]!.url}/set-password\\?token=[\\w-]{43}$`));

    const petra = await phonePage(browser!);
    await petra.goto(link.replace(sites[0]!.url, sites[1]!.url));
    await petra.getByLabel('New password (at least 8 characters)').fill('petra on postgres');
    await petra.getByRole('button', { name: 'Set the password' }).click();
    await petra.getByRole('status').filter({ hasText: 'Your password is set.' }).waitFor();

    await petra.goto(`${sites[0]!.url}/sign-in`);
    await petra.getByLabel('Email').fill('petra@demo.club');
    await petra.getByLabel('Password').fill('petra on postgres');
    await petra.getByRole('button', { name: 'Sign in' }).click();
    await petra.getByTestId('who').filter({ hasText: 'Petra Postgres' }).waitFor();
  });
});
