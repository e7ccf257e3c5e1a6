// Issue 16, the site's shell in five languages, in a real browser at phone width on the demo club:
// a visitor switches the home page to each language with the header's switcher and comes back to
// the same page with its navigation, heading and <html lang> in that language; the choice holds on
// the next page; signed in, a member's menu and role are in his language; and a browser that asks
// for Hungarian gets the site in Hungarian without choosing. An Ulti league table reads in
// Hungarian, its Ulti terms as they are. A member's choice, made signed in, is his own setting: a
// fresh browser without the cookie gets his language once he signs in. Screenshots:
// ARTIFACTS/languages-*.png, and each role's own page in each language at phone width, kept in
// docs/screenshots/languages/<language>/<role>.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, LOCALE_COOKIE, LOCALES, type Locale } from '../../src/i18n/locales';
import { messagesOf } from '../../src/i18n/messages';
import {
  apiSessionCookie,
  launchChromium,
  launchPhoneBrowser,
  openDemoSite,
  phoneShot,
  ROOT,
  signInAs,
  type DemoSite,
} from './demo-browser';
import { DEMO_ROLES, ROLE_MAIN_PAGES } from './role-pages';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('languages');
  ({ site, page } = demo);
}, 300_000);

afterAll(() => demo?.close());

const lang = (on: Page = page) => on.locator('html').getAttribute('lang');
const menu = (on: Page = page) => on.locator('header nav a').allInnerTexts();
const heading = (on: Page = page) => on.getByRole('heading', { level: 1 }).innerText();

/** Presses the switcher's button for `locale` and waits for the page to come back in it. */
async function switchTo(locale: Locale): Promise<void> {
  await page.locator('form.languages').getByRole('button', { name: LANGUAGE_NAMES[locale], exact: true }).click();
  // While the page is being replaced there may be no document element yet.
  await page.waitForFunction((l) => document.documentElement?.lang === l, locale);
}

describe('the language switcher', () => {
  it('a visitor reads the home page in English first (his browser asks for English)', async () => {
    await page.goto(site.url);
    expect(await lang()).toBe('en');
    expect(await menu()).toEqual(['Home', 'Sign in']);
    expect(await heading()).toBe('Welcome to the club');
    await phoneShot(page, 'languages-en-first');
  });

  for (const locale of ['cs', 'sk', 'bs', 'hu', 'en'] as const)
    it(`switches the home page to ${LANGUAGE_NAMES[locale]}: menu, heading and <html lang>`, async () => {
      const words = messagesOf(locale);
      await switchTo(locale);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await lang()).toBe(locale);
      expect(await menu()).toEqual([words.nav.home, words.nav.signIn]);
      expect(await heading()).toBe(words.home.title);
      expect(
        await page.locator('form.languages button[aria-current="true"]').getAttribute('lang'),
        'the current language is marked',
      ).toBe(locale);
      await phoneShot(page, `languages-${locale}`);
    });

  it('the choice holds on the next page, and a switch on it comes back to it', async () => {
    await switchTo('sk');
    await page.getByRole('link', { name: messagesOf('sk').nav.signIn, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: messagesOf('sk').signIn.title }).waitFor();
    expect(await page.getByLabel(messagesOf('sk').signIn.password).count()).toBe(1);
    await switchTo('cs');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(await heading()).toBe(messagesOf('cs').signIn.title);
    await phoneShot(page, 'languages-sign-in-cs');
  });

  it("signed in, a member's menu and role are in his language", async () => {
    await signInAs(page, site, 'member');
    const cs = messagesOf('cs');
    expect(await lang()).toBe('cs');
    expect(await menu()).toEqual([
      cs.nav.home,
      cs.nav.results,
      cs.nav.history,
      cs.nav.ulti,
      cs.nav.rubber,
      cs.nav.signOut,
    ]);
    expect(await page.getByTestId('who').innerText()).toContain(`(${cs.roles.member})`);
    await phoneShot(page, 'languages-member-cs');
    await switchTo('en');
    expect(await page.getByTestId('who').innerText()).toContain('(Member)');
  });

  it('an Ulti league table in Hungarian: its heading, columns and note in the language, the Ulti terms Hungarian', async () => {
    const hu = messagesOf('hu');
    await switchTo('hu');
    await page.goto(`${site.url}/ulti`);
    expect(await heading()).toBe(hu.ultiHome.title);
    await page.goto(`${site.url}/ulti/leagues/ulti`);
    expect(await heading()).toBe(hu.ultiLeague.title);
    const league = hu.ultiLeague;
    expect(await page.locator('main table thead th').allInnerTexts()).toEqual([
      league.place,
      league.player,
      league.sessions,
      league.points,
      league.forints,
      league.tableWins,
    ]);
    expect(await page.getByRole('heading', { level: 2, name: league.sessionsHeading }).count()).toBe(1);
    expect(await page.locator('main abbr', { hasText: 'helyezési pont' }).count(), 'the Ulti term stays').toBe(1);
    await phoneShot(page, 'languages-ulti-league-hu');
    await switchTo('en');
    expect(await heading()).toBe('Ulti league table');
  });

  it('a browser asking for Hungarian gets the site in Hungarian without choosing', async () => {
    const hungarian = await launchPhoneBrowser(join(demo!.dir, 'chromium-hu'), { locale: 'hu-HU' });
    try {
      const reader = await hungarian.newPage();
      await reader.goto(site.url);
      expect(await lang(reader)).toBe('hu');
      expect(await menu(reader)).toEqual([messagesOf('hu').nav.home, messagesOf('hu').nav.signIn]);
      expect(await heading(reader)).toBe(messagesOf('hu').home.title);
      await phoneShot(reader, 'languages-hu-browser');
    } finally {
      await hungarian.close();
    }
  });

  it('the appeals committee reads the appeals list in Czech: heading, columns, the board and the status', async () => {
    const committee = await launchPhoneBrowser(join(demo!.dir, 'chromium-committee'));
    try {
      const reader = await committee.newPage();
      await signInAs(reader, site, 'appeals-committee');
      await reader.goto(`${site.url}/appeals`);
      await reader.locator('form.languages').getByRole('button', { name: LANGUAGE_NAMES.cs, exact: true }).click();
      await reader.waitForFunction(() => document.documentElement?.lang === 'cs');
      const cs = messagesOf('cs');
      expect(new URL(reader.url()).pathname).toBe('/appeals');
      expect(await heading(reader)).toBe(cs.appealsList.title);
      expect(await reader.locator('main th').allInnerTexts()).toEqual(
        expect.arrayContaining([cs.appealsList.board, cs.appealsList.deadline, cs.appealsList.status]),
      );
      const row = await reader.locator('tr', { has: reader.getByRole('link', { name: 'ap1' }) }).innerText();
      expect(row).toContain('mitchell1 B stůl 2, krabice 5');
      expect(row).toContain(cs.appealsStatus['hearing-scheduled']);
      expect(row).not.toContain('hearing scheduled');
      await phoneShot(reader, 'languages-appeals-cs');
    } finally {
      await committee.close();
    }
  });

  it('a member who saved Czech (the switcher, signed in) reads the site in Czech on a fresh browser without the cookie', async () => {
    const cs = messagesOf('cs');
    const first = await launchPhoneBrowser(join(demo!.dir, 'chromium-saves-czech'));
    try {
      const reader = await first.newPage();
      await signInAs(reader, site, 'ulti-jury');
      expect(await lang(reader)).toBe('en');
      await reader.locator('form.languages').getByRole('button', { name: LANGUAGE_NAMES.cs, exact: true }).click();
      await reader.waitForFunction(() => document.documentElement?.lang === 'cs');
    } finally {
      await first.close();
    }
    const fresh = await launchPhoneBrowser(join(demo!.dir, 'chromium-fresh'), { locale: 'en-GB' });
    try {
      const reader = await fresh.newPage();
      await reader.goto(site.url);
      expect(await lang(reader), 'signed out, the browser asks for English').toBe('en');
      await signInAs(reader, site, 'ulti-jury');
      expect(await lang(reader)).toBe('cs');
      expect(await menu(reader)).toEqual(expect.arrayContaining([cs.nav.home, cs.nav.ulti, cs.nav.signOut]));
      expect(await reader.getByTestId('who').innerText()).toContain(cs.roles['ulti-jury']);
      expect(
        (await fresh.cookies()).map((c) => c.name),
        'no language cookie in this browser',
      ).not.toContain(LOCALE_COOKIE);
      await phoneShot(reader, 'languages-saved-czech-fresh-browser');
    } finally {
      await fresh.close();
    }
  });
});

/** A role's session cookie (`name=value`), signed in over the API as the route crawl does. */
async function sessionOf(role: string): Promise<{ name: string; value: string }> {
  const [name = '', value = ''] = (await apiSessionCookie(site, role)).split('=');
  return { name, value };
}

/** Saves `locale` as the signed-in member's own language, as the header's switcher does. */
async function chooseLanguage(session: { name: string; value: string }, locale: Locale): Promise<void> {
  const res = await fetch(`${site.url}/language`, {
    method: 'POST',
    headers: { cookie: `${session.name}=${session.value}`, origin: site.url },
    body: new URLSearchParams({ locale, back: '/' }),
    redirect: 'manual',
  });
  expect(res.status, `the ${locale} choice is saved`).toBe(303);
}

describe("each role's own page in each language", () => {
  it('is written in that language, and kept as docs/screenshots/languages/<language>/<role>.png', async () => {
    const browser = await launchChromium();
    try {
      const sessions = new Map(
        await Promise.all(DEMO_ROLES.map(async (role) => [role, await sessionOf(role)] as const)),
      );
      for (const locale of LOCALES) {
        const dir = join(ROOT, 'docs/screenshots/languages', locale);
        mkdirSync(dir, { recursive: true });
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        try {
          const reader = await context.newPage();
          for (const role of ['visitor', ...DEMO_ROLES] as const) {
            await context.clearCookies();
            const session = role === 'visitor' ? undefined : sessions.get(role)!;
            if (session) await chooseLanguage(session, locale);
            await context.addCookies([
              { name: LOCALE_COOKIE, value: locale, url: site.url },
              ...(session ? [{ ...session, url: site.url }] : []),
            ]);
            await reader.goto(`${site.url}${ROLE_MAIN_PAGES[role]}`);
            expect(await lang(reader), `${role}'s page`).toBe(locale);
            expect(await reader.locator('header nav a').first().innerText()).toBe(messagesOf(locale).nav.home);
            await reader.screenshot({ path: join(dir, `${role}.png`) });
          }
        } finally {
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  }, 300_000);
});
