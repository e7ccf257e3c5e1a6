// Passwords in a real browser on the demo club, at phone width (issue 12): the demo member forgets
// his password and asks for a link from the sign-in page; the club administrator sees the request
// on the members page and hands him a link; the member sets a new password with it (the link then
// refuses a second use) and signs in. He changes his own password on /password: the old one is
// refused, the new one signs in. A link older than 24 hours is refused as expired: its expiry is
// moved back in the club's SQLite file, as a day passing would leave it.
// Screenshots in test-artifacts/ and docs/screenshots/issue-12/passwords-*.png.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueShot, openDemoSite, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

const EMAIL = 'member@demo.club';
const DAY = 24 * 60 * 60 * 1000;
let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;
let link = '';
let memberName = '';

beforeAll(async () => {
  demo = await openDemoSite('passwords');
  ({ site, page } = demo);
}, 300_000);

afterAll(() => demo?.close());

const shot = (name: string, part?: Locator) => issueShot(page, 'issue-12', 'passwords', name, part);
const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const alert = () => page.locator('main [role="alert"]');
const requests = () => page.locator('section[aria-labelledby="password-requests"]');

/** Nobody signed in: the next person at the phone. */
const signedOut = () => page.context().clearCookies();

async function signInWith(password: string) {
  await page.goto(`${site.url}/sign-in`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in with the new password: the page then names him. */
async function signedInWith(password: string) {
  await signInWith(password);
  await page.getByTestId('who').filter({ hasText: memberName }).waitFor();
}

/** The form's refusal, in words. */
const refusedWith = (words: string) => expect.poll(() => alert().innerText()).toBe(words);

async function setPasswordWith(url: string, password: string) {
  await page.goto(url);
  await heading('Set your password');
  await page.getByLabel('New password (at least 8 characters)').fill(password);
  await page.getByRole('button', { name: 'Set the password' }).click();
}

// The machine is shared: a step may wait on a busy server well past vitest's default.
const STEP = 90_000;

describe('passwords on the site', () => {
  it(
    'a member who forgot his password asks for a link from the sign-in page',
    async () => {
      await page.goto(`${site.url}/sign-in`);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await heading('Forgot your password?');
      await page.getByLabel('Email').fill(EMAIL);
      await page.getByRole('button', { name: 'Ask for a link' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Asked. If ${EMAIL} is the email of a sign-in account, a club administrator now sees` })
        .waitFor();
      await shot('forgot-asked');
    },
    STEP,
  );

  it(
    'the administrator sees who asked and when, and hands him the link, which answers the request',
    async () => {
      await signInAs(page, site, 'club-admin');
      await page.goto(`${site.url}/admin/members`);
      await heading('Members');
      const asked = requests().getByRole('list', { name: 'Asked for a set-password link' }).getByRole('listitem');
      expect(await asked.count()).toBe(1);
      expect(await requests().getByLabel('1 waiting').innerText()).toBe('1');
      memberName = await asked.locator('strong').innerText();
      expect(await asked.innerText()).toMatch(new RegExp(`^${memberName} asked \\S`));
      await asked.getByRole('button', { name: 'Set-password link' }).click();
      link = (await asked.getByRole('status').getByRole('link').getAttribute('href')) ?? '';
      expect(link).toMatch(new RegExp(`^${site.url}/set-password\\?token=[\\w-]{43}$`));
      // Answered by the link: nothing left to dismiss.
      expect(await asked.getByRole('button', { name: 'Dismiss' }).count()).toBe(0);
      await shot('requests', requests());
      // The link answered the request.
      await page.reload();
      await requests().getByText('Nobody is waiting for a set-password link.').waitFor();
    },
    STEP,
  );

  it(
    'the member sets a new password with the link, once, and signs in with it',
    async () => {
      await signedOut();
      await setPasswordWith(link, 'mary remembers now');
      await page.getByRole('status').filter({ hasText: 'Your password is set.' }).waitFor();
      await shot('forgot-set-password');
      await setPasswordWith(link, 'someone else now');
      await refusedWith('This set-password link was already used: ask the club administrator for a new one.');
      await shot('link-used');
      await signedInWith('mary remembers now');
    },
    STEP,
  );

  it(
    'the member changes his own password: the old one is refused, the new one signs in',
    async () => {
      await page.goto(`${site.url}/password`);
      await heading('Change your password');
      await page.getByLabel('Current password').fill('mary remembers now');
      await page.getByLabel('New password (at least 8 characters)').fill('mary changed it again');
      await page.getByRole('button', { name: 'Change the password' }).click();
      await page.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor();
      await shot('changed');

      await signedOut();
      await signInWith('mary remembers now');
      await refusedWith('Wrong email or password.');
      await shot('old-refused');
      await signedInWith('mary changed it again');
    },
    STEP,
  );

  it(
    'a link a day old is refused as expired',
    async () => {
      await signedOut();
      await signInAs(page, site, 'club-admin');
      await page.goto(`${site.url}/admin/members`);
      const card = page.getByRole('listitem', { name: memberName, exact: true });
      await card.getByRole('button', { name: 'Set-password link' }).click();
      const expiring = (await card.getByRole('status').getByRole('link').getAttribute('href')) ?? '';
      expect(expiring).not.toBe(link);

      // A day and a minute pass for this link: it was issued then, and expired a minute ago.
      const token = new URL(expiring).searchParams.get('token') ?? '';
      const sqlite = new Database(join(demo!.dir, 'club.sqlite'));
      try {
        sqlite.pragma('busy_timeout = 5000');
        const moved = sqlite
          .prepare(
            'UPDATE auth_password_links SET created_at = created_at - ?, expires_at = expires_at - ? WHERE token_hash = ?',
          )
          .run(DAY + 60_000, DAY + 60_000, createHash('sha256').update(token).digest('hex'));
        expect(moved.changes).toBe(1);
      } finally {
        sqlite.close();
      }

      await signedOut();
      await setPasswordWith(expiring, 'too late for this');
      await refusedWith('This set-password link has expired: ask the club administrator for a new one.');
      await shot('link-expired');
      // The expired link changed nothing: the password stays the one he chose.
      await signedInWith('mary changed it again');
    },
    STEP,
  );
});
