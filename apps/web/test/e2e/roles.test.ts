// In a real browser (Debian's chromium through playwright-core), on the seeded demo club: each demo
// role signs in with the credentials the server printed — the accounts of club members who hold
// the role in the club stream — sees its navigation and its member's name, is refused a page of
// another role, and signs out. Screenshots (phone-sized) go to apps/web/test-artifacts/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPhoneBrowser, phoneShot, seedDemoClubFile } from './demo-browser';
import { ensureBuilt, startSite, type RunningSite } from './site-server';

/** What each demo role sees in the menu, written from the list of jobs. */
const NAVIGATION: Record<string, string[]> = {
  member: ['Home', 'Results', 'History', 'Ulti', 'Rubber', 'Sign out'],
  director: ['Home', 'Results', 'History', 'Ulti', 'Rubber', 'Director', 'Sign out'],
  'league-admin': ['Home', 'Results', 'History', 'Ulti', 'Rubber', 'Leagues', 'Ulti desk', 'Sign out'],
  'appeals-committee': ['Home', 'Results', 'History', 'Ulti', 'Rubber', 'Appeals', 'Sign out'],
  'club-admin': ['Home', 'Results', 'History', 'Ulti', 'Rubber', 'Members', 'Accounts', 'Sign out'],
  'ulti-jury': ['Home', 'Results', 'History', 'Ulti', 'Rubber', 'Sign out'],
};
/**
 * Who holds the role in the demo club's stream (libs/application/src/bridge/bridge-demo.ts,
 * demo-club.ts): the director is Dénes, whose director grants are scoped to sessions; the first
 * member without a role plays the member.
 */
const HOLDER: Record<string, RegExp> = {
  member: /^\S+ \S+ \(Member\)$/,
  director: /^Dénes Director \(Member, Director\)$/,
  'league-admin': /\(Member, .*League administrator.*\)$/,
  'appeals-committee': /\(Member, .*Appeals committee.*\)$/,
  'club-admin': /\(Member, .*Club administrator.*\)$/,
  'ulti-jury': /\(Member, Ulti jury \(zsűri\)\)$/,
};
/** The role's own page (its menu entry before Sign out) and that page's heading. */
const OWN_PAGE: Record<string, [string, string, string]> = {
  member: ['Results', '/results', 'Latest results'],
  director: ['Director', '/director', 'Director'],
  'league-admin': ['Leagues', '/leagues', 'Seasons and leagues'],
  'appeals-committee': ['Appeals', '/appeals', 'Appeals'],
  'club-admin': ['Accounts', '/admin/accounts', 'Accounts'],
  'ulti-jury': ['Ulti', '/ulti', 'Ulti leagues'],
};
/** A page each role may not open, and the refusal it must show. */
const REFUSED: Record<string, [string, string]> = {
  // Every member may open /appeals (the appeals he follows): a member and a club administrator are refused the director's desk.
  member: ['/director', 'Only the director may do this.'],
  director: ['/admin/accounts', 'Only the club-admin may do this.'],
  'league-admin': ['/director', 'Only the director may do this.'],
  'appeals-committee': ['/director', 'Only the director may do this.'],
  'club-admin': ['/director', 'Only the director may do this.'],
  'ulti-jury': ['/director', 'Only the director may do this.'],
};

let site: RunningSite;
let context: BrowserContext;
let userDataDir: string;
let clubDir: string;

beforeAll(async () => {
  ensureBuilt();
  clubDir = mkdtempSync(join(tmpdir(), 'club-roles-'));
  const db = join(clubDir, 'club.sqlite');
  seedDemoClubFile(db);
  site = await startSite({ db });
  userDataDir = mkdtempSync(join(tmpdir(), 'club-chromium-'));
  context = await launchPhoneBrowser(userDataDir);
}, 240_000);

afterAll(async () => {
  await context?.close();
  await site?.stop();
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  if (clubDir) rmSync(clubDir, { recursive: true, force: true });
});

/** Demo accounts as the server printed them: "  <label> <email> password: <password>". */
function printedAccounts(output: string): Map<string, { email: string; password: string }> {
  const accounts = new Map<string, { email: string; password: string }>();
  for (const match of output.matchAll(/^\s+.+?\s+(\S+@\S+)\s+password: (\S+)$/gm)) {
    const email = match[1]!;
    accounts.set(email.split('@')[0]!, { email, password: match[2]! });
  }
  return accounts;
}

// Next's route announcer is an alert too, outside <main>.
const alerts = (page: Page) => page.locator('main [role="alert"]');
const navLabels = (page: Page) => page.locator('nav[aria-label="Main"] a').allInnerTexts();

describe('the site in a browser', () => {
  it('prints one demo account per role', () => {
    expect([...printedAccounts(site.output()).keys()]).toEqual(Object.keys(NAVIGATION));
  });

  it('shows a visitor Home and Sign in, and refuses a wrong password with a clear message', async () => {
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    expect(await navLabels(page)).toEqual(['Home', 'Sign in']);
    await page.goto(`${site.url}/sign-in`);
    await page.getByLabel('Email').fill('member@demo.club');
    await page.getByLabel('Password').fill('not the password');
    await page.getByLabel('Password').press('Enter');
    await expect.poll(() => alerts(page).innerText()).toBe('Wrong email or password.');
    await phoneShot(page, 'sign-in-refused');
    await page.close();
  });

  for (const role of Object.keys(NAVIGATION)) {
    it(`${role}: signs in, sees its navigation, is refused another role's page, signs out`, async () => {
      const account = printedAccounts(site.output()).get(role);
      if (!account) throw new Error(`no printed demo account for ${role}`);
      const page = await context.newPage();
      await page.goto(`${site.url}/sign-in`);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByTestId('who').waitFor();
      expect(await navLabels(page)).toEqual(NAVIGATION[role]);
      expect(await page.getByTestId('who').innerText()).toMatch(HOLDER[role]!);
      await phoneShot(page, `${role}-home`);

      // Its own page opens from the menu.
      const [link, path, heading] = OWN_PAGE[role]!;
      await page.getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await alerts(page).count()).toBe(0);
      await phoneShot(page, `${role}-own-page`);

      const [refusedPath, refusal] = REFUSED[role]!;
      await page.goto(`${site.url}${refusedPath}`);
      expect(await alerts(page).innerText()).toContain(refusal);

      await page.getByRole('link', { name: 'Sign out' }).click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect.poll(() => navLabels(page)).toEqual(['Home', 'Sign in']);
      // The session is gone on the server too: the role's page now asks to sign in.
      await page.goto(`${site.url}${refusedPath}`);
      expect(await alerts(page).innerText()).toContain('Please sign in first.');
      await page.close();
    });
  }

  it('over HTTP: sign-in sets an http-only SameSite=Lax cookie; a mutation from another origin is refused', async () => {
    const { email, password } = printedAccounts(site.output()).get('member')!;
    // As the tRPC client sends them: a batch of one, input keyed by its index.
    const post = (procedure: string, origin: string, input: unknown, cookie?: string) =>
      fetch(`${site.url}/api/trpc/${procedure}?batch=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(input === undefined ? {} : { 0: input }),
      });
    const signedIn = await post('auth.signIn', site.url, { email, password });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^club_session=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const session = cookie.split(';')[0]!;
    const forged = await post('auth.signOut', 'http://evil.example', undefined, session);
    expect(forged.status).toBe(403);
    expect(JSON.stringify(await forged.json())).toContain(
      "a change was sent from 'http://evil.example', not from this site",
    );
    expect((await post('auth.signOut', site.url, undefined, session)).status).toBe(200);
  });
});
