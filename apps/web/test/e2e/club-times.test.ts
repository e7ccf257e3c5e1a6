// Issue 21, point 13, in a real browser at phone width on the demo club: the club's time zone is a
// setting (CLUB_TIME_ZONE=Europe/Prague here) and the browser speaks Hungarian (its locale, so its
// Accept-Language): a member reads when the official score was published in Prague's time written
// the Hungarian way (the site's shell is in Hungarian too), and the same page asked in American English is written the American way (the
// response cache keeps each language's page apart); the appeals committee schedules a hearing at a
// Prague wall-clock time and sees that very time back; a director opens a session in summer time
// and sees its start as typed. Screenshots go to docs/screenshots/issue-21/13-*.png.
import { join } from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClub } from '@club/application';
import { messagesOf } from '../../src/i18n/messages';
import { seedRoutedAppeal } from '../support/routed-appeal';
import {
  expectFitsPhone,
  instantsIn,
  launchPhoneBrowser,
  openDemoSite,
  openSmallMitchell,
  pickMember,
  ROOT,
  signInAs,
  type DemoSite,
} from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('club-times', {
    env: { CLUB_TIME_ZONE: 'Europe/Prague' },
    locale: 'hu-HU',
    prepare: async (db) => {
      const club = await openClub({ file: db, queue: 'in-process', log: () => {} });
      try {
        await seedRoutedAppeal(club, 'ap9');
      } finally {
        await club.close();
      }
    },
  });
  ({ site, page } = demo);
}, 300_000);

afterAll(() => demo?.close());

/** Errors the browser logged or threw (a hydration mismatch among them: the server and the browser wrote a time differently). */
const consoleErrors: string[] = [];
// The site has no favicon: the browser's request for it is a 404, not a page's error.
const pageError = (m: ConsoleMessage) =>
  void (m.type() === 'error' && !m.text().startsWith('Failed to load resource') && consoleErrors.push(m.text()));

const shot = async (name: string, on: Page = page) => {
  await expectFitsPhone(on);
  await on.screenshot({ path: join(ROOT, 'docs/screenshots/issue-21', `13-${name}.png`), fullPage: true });
};
const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
// ICU puts a narrow no-break space before an American AM/PM; read as a plain space.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

// The browser speaks Hungarian, so the site's shell does too (its words from the catalogue).
const hu = messagesOf('hu');
async function signOut(): Promise<void> {
  await page.getByRole('link', { name: hu.nav.signOut }).click();
  await page.getByRole('button', { name: hu.signOut.submit }).click();
  await page.getByRole('link', { name: hu.nav.signIn, exact: true }).waitFor();
}

describe("times in the club's zone, in the viewer's style", () => {
  it('a member reads the publication time of the Monday pairs in Prague time, written the Hungarian way', async () => {
    page.on('console', pageError);
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    await signInAs(page, site, 'member');
    await page.goto(`${site.url}/results/mitchell1`);
    await heading(hu.resultsSession.title);
    const sessionHeading = page.getByTestId('session-heading');
    // Published at 21:30 UTC on Monday 16 November 2026: 22:30 in Prague (winter time, UTC+1).
    expect(await instantsIn(sessionHeading)).toEqual(['2026-11-16T18:00:00.000Z', '2026-11-16T21:30:00.000Z']);
    const times = sessionHeading.locator('time');
    expect(await times.allInnerTexts()).toEqual(['2026. nov. 16.', '2026. nov. 16. 22:30']);
    // The zone is named on each time (its tooltip).
    expect(await times.evaluateAll((ts) => ts.map((t) => t.getAttribute('title')))).toEqual([
      'Europe/Prague',
      'Europe/Prague',
    ]);
    await shot('results-hu');
  });

  it('the same page asked by an American browser is written the American way', async () => {
    const american = await launchPhoneBrowser(join(demo!.dir, 'chromium-en-us'), { locale: 'en-US' });
    try {
      const reader = await american.newPage();
      reader.on('console', pageError);
      reader.on('pageerror', (e) => consoleErrors.push(e.message));
      await signInAs(reader, site, 'member');
      await reader.goto(`${site.url}/results/mitchell1`);
      const times = reader.getByTestId('session-heading').locator('time');
      expect((await times.allInnerTexts()).map(plain)).toEqual(['Nov 16, 2026', 'Nov 16, 2026, 10:30 PM']);
      await shot('results-en-us', reader);
    } finally {
      await american.close();
    }
    // And the Hungarian reader still gets his own page, not the one kept for the American.
    await page.reload();
    expect(await page.getByTestId('session-heading').locator('time').allInnerTexts()).toEqual([
      '2026. nov. 16.',
      '2026. nov. 16. 22:30',
    ]);
    // Both hydrated what the server wrote, without a mismatch.
    expect(consoleErrors).toEqual([]);
  });

  it('the appeals committee schedules a hearing at 19:00 Prague time and sees 19:00 back', async () => {
    await signOut();
    await signInAs(page, site, 'appeals-committee');
    await page.goto(`${site.url}/appeals/ap9`);
    // The case page, its hearing form and the appeals list speak the browser's Hungarian.
    await heading(hu.appealsCase.title.replace('{appealId}', 'ap9'));
    const form = page.getByRole('form', { name: hu.appealsHearing.schedule });
    await form.getByLabel(hu.appealsHearing.at.replace('{zone}', 'Europe/Prague')).fill('2026-11-20T19:00');
    for (const name of ['Ágnes Committee', 'Miklós Committee', 'Zoltán Committee'])
      await pickMember(form, hu.appealsHearing.panel, name);
    await shot('hearing-form');
    await form.getByRole('button', { name: hu.appealsHearing.schedule }).click();
    // The section's own list (the forms below it hold the picker's lists too).
    const hearings = page.getByRole('region', { name: hu.appealsCase.hearings }).locator(':scope > ul > li');
    await hearings.first().waitFor();
    // 19:00 in Prague in November is 18:00 UTC; shown back as typed.
    expect(await instantsIn(hearings.first())).toEqual(['2026-11-20T18:00:00.000Z']);
    expect(await hearings.first().locator('time').innerText()).toBe('2026. nov. 20. 19:00');
    await shot('hearing-scheduled');
    await page.getByRole('link', { name: hu.nav.appeals, exact: true }).click();
    await heading(hu.appealsList.title);
    const row = page.locator('tr', { has: page.getByRole('link', { name: 'ap9' }) });
    expect(await row.locator('time').last().innerText()).toBe('2026. nov. 20. 19:00');
  });

  it('a director opens a session at 19:00 on a summer evening and sees 19:00 (UTC+2 in Prague)', async () => {
    await signOut();
    await signInAs(page, site, 'director');
    // The form names the zone its times are typed in.
    await page.goto(`${site.url}/director/new`);
    await page.getByLabel(hu.directorOpenSession.startsAt.replace('{zone}', 'Europe/Prague')).waitFor();
    await openSmallMitchell(page, site, 'summer1', 'Summer pairs', '2027-07-02T19:00');
    const starts = page.locator('main p.muted').first();
    expect(await instantsIn(starts)).toEqual(['2027-07-02T17:00:00.000Z']);
    expect(await starts.locator('time').innerText()).toBe('2027. júl. 2. 19:00');
    await shot('session-summer');
  }, 90_000);
});
