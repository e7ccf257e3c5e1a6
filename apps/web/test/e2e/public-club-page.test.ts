// Issue 21, point 18, in a real browser at phone width on the seeded demo club plus a session still
// in play: a visitor who has not signed in opens the public club page from the home page, reads the
// latest published sessions' rankings and a board's hands (the session is closed: every table has
// played it), is refused the hands of a board still in play (the secrecy rule), and, asking for a
// members' page, signs in and comes back to that very page. Screenshots go to
// docs/screenshots/issue-21/18-*.png.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClub } from '@club/application';
import { seedRunningSession } from '../support/running-session';
import { expectFitsPhone, openDemoSite, ROOT, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;
let live: { sessionId: string; played: number };

beforeAll(async () => {
  demo = await openDemoSite('public-club-page', {
    prepare: async (db) => {
      const club = await openClub({ file: db, queue: 'in-process', log: () => {} });
      try {
        live = await seedRunningSession(club);
      } finally {
        await club.close();
      }
    },
  });
  ({ site, page } = demo);
}, 300_000);

afterAll(() => demo?.close());

const shot = async (name: string) => {
  await expectFitsPhone(page);
  await page.screenshot({ path: join(ROOT, 'docs/screenshots/issue-21', `18-${name}.png`), fullPage: true });
};
const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

describe('a visitor who has not signed in', () => {
  it("opens the club's latest published results from the home page", async () => {
    await page.goto(site.url);
    await page.getByRole('link', { name: "the club's latest results" }).click();
    await heading("The club's latest results");
    const sessions = page.getByTestId('public-session');
    expect(await sessions.count()).toBeGreaterThan(0);
    // The demo's published sessions, with their rankings.
    await expect(page.getByRole('heading', { level: 2, name: 'Tuesday pairs' }).isVisible()).resolves.toBe(true);
    expect(await page.locator('table').count()).toBeGreaterThan(0);
    await shot('club-page');
  });

  it('reads the hands of a board of a closed session', async () => {
    const tuesday = page.getByTestId('public-session').filter({ hasText: 'Tuesday pairs' });
    await tuesday.locator('.board-links').getByRole('link', { name: '1', exact: true }).click();
    await heading('Board 1');
    await page.locator('.hand-diagram').waitFor();
    expect(await page.getByRole('link', { name: "Back to the club's results" }).isVisible()).toBe(true);
    await shot('public-board');
  });

  it('is refused the hands of a board still in play, even one a table has played', async () => {
    await page.goto(`${site.url}/results/${encodeURIComponent(live.sessionId)}/${live.played}`);
    await heading(`Board ${live.played}`);
    expect(await page.getByTestId('hidden-board').innerText()).toContain(
      'hidden until every table has played it or the director closes the session',
    );
    expect(await page.locator('.hand-diagram').count()).toBe(0);
    await shot('board-in-play-hidden');
  });

  it('asks for a members page, signs in, and comes back to it', async () => {
    const asked = `/results/${encodeURIComponent(live.sessionId)}`;
    await page.goto(`${site.url}${asked}`);
    await page.getByRole('alert').getByRole('link', { name: 'Sign in' }).click();
    await heading('Sign in');
    expect(new URL(page.url()).searchParams.get('next')).toBe(asked);
    await shot('sign-in-to-return');
    const member = /^\s+.+?\s+(member@\S+)\s+password: (\S+)$/m.exec(site.output());
    if (!member) throw new Error('the server printed no member account');
    await page.getByLabel('Email').fill(member[1]!);
    await page.getByLabel('Password').fill(member[2]!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await heading('Session results');
    expect(new URL(page.url()).pathname).toBe(asked);
    await page.getByTestId('who').waitFor();
    await shot('returned-after-sign-in');
  });
});
