// Issue 16, the site's shell in five languages, in a real browser at phone width on the demo club:
// a visitor switches the home page to each language with the header's switcher and comes back to
// the same page with its navigation, heading and <html lang> in that language; the choice holds on
// the next page; signed in, a member's menu and role are in his language; and a browser that asks
// for Hungarian gets the site in Hungarian without choosing. An Ulti league table reads in
// Hungarian, its Ulti terms as they are. Screenshots: ARTIFACTS/languages-*.png.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, type Locale } from '../../src/i18n/locales';
import { messagesOf } from '../../src/i18n/messages';
import { launchPhoneBrowser, openDemoSite, phoneShot, signInAs, type DemoSite } from './demo-browser';
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
  await page.waitForFunction((l) => document.documentElement.lang === l, locale);
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
      await reader.waitForFunction(() => document.documentElement.lang === 'cs');
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
});
