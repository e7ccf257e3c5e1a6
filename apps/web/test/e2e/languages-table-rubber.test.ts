// Issue 16, the table and rubber pages in other languages, on the demo club at phone width: a member
// whose `locale` cookie says Czech reads the demo's rubber table (its heading, the We/They columns,
// the rubbers' captions and the evening's table in Czech, the rubber word the Czech text's
// "robber", the guest, stored as a name with no memberId, named with the Czech word for guest), and
// a table's phone in Hungarian gets the sign-in page for scoring at its table in Hungarian. The words come from the catalogue, so a changed translation changes no test.
// Screenshots: ARTIFACTS/languages-rubber-table-cs.png, languages-table-sign-in-hu.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/i18n/locales';
import { messagesOf } from '../../src/i18n/messages';
import { openDemoSite, phoneShot, signInAs, type DemoSite } from './demo-browser';

let demo: DemoSite | undefined;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('languages-table-rubber');
  page = demo.page;
  await signInAs(page, demo.site, 'member');
}, 300_000);

afterAll(() => demo?.close());

/** The page's language from now on, as the header's switcher would leave it. */
const speak = (locale: Locale) => page.context().addCookies([{ name: 'locale', value: locale, url: demo!.site.url }]);
const heading = () => page.getByRole('heading', { level: 1 }).innerText();
const main = () => page.locator('main').innerText();

describe('the table and rubber pages in other languages', () => {
  it("the demo's rubber table in Czech: heading, We and They, the rubbers and the evening", async () => {
    const cs = messagesOf('cs');
    await speak('cs');
    await page.goto(`${demo!.site.url}/rubber/rubber1`);
    expect(await page.locator('html').getAttribute('lang')).toBe('cs');
    expect(await heading()).toBe(cs.rubberTable.title);
    const sheet = page.getByTestId('sheet-rubber-1');
    expect(await sheet.locator('thead th').allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`^${cs.rubberSheet.we}\\b`)),
      expect.stringMatching(new RegExp(`^${cs.rubberSheet.they}\\b`)),
    ]);
    expect(await sheet.locator('caption').innerText()).toMatch(/^Robber 1 \(skončil\) · hry \d–\d$/);
    const evening = page.getByTestId('evening');
    expect(await evening.locator('caption').innerText()).toBe(cs.rubberSheet.eveningClosed);
    expect(await evening.locator('thead th').allInnerTexts()).toEqual([
      cs.rubberSheet.player,
      cs.rubberSheet.points,
      cs.rubberSheet.rubbersWon,
      cs.rubberSheet.stake,
    ]);
    // The demo's guest is stored as 'Péter' with no memberId: the Czech page names him with its own word.
    const guest = cs.rubberPlayer.guest.replace('{name}', 'Péter');
    expect(guest).toBe('Péter (host)');
    expect(await evening.locator('tbody td:first-child').allInnerTexts()).toContain(guest);
    // In rubber 2 the guest partners Eszter: We are Péter (host) & Eszter Tóth.
    expect(await page.getByTestId('sheet-rubber-2').locator('thead th').first().innerText()).toContain(
      `${guest} & Eszter Tóth`,
    );
    expect(await page.getByRole('link', { name: cs.rubberPage.ladderLink }).count()).toBe(1);
    const text = await main();
    expect(text).toContain(`Csilla Kovács, Dávid Nagy, Eszter Tóth, Ferenc Szabó, ${guest}`);
    expect(text).toContain(cs.rubberTable.stake.replace('{stake}', '10'));
    for (const english of [
      'Rubber table',
      'Rubber 1',
      'games',
      'The evening',
      'Rubbers won',
      'stake 10 per 100',
      '(guest)',
    ])
      expect(text, `no English "${english}"`).not.toContain(english);
    await phoneShot(page, 'languages-rubber-table-cs');
  });

  it("a table's phone in Hungarian: the sign-in for scoring at the table", async () => {
    const hu = messagesOf('hu');
    await speak('hu');
    await page.goto(`${demo!.site.url}/table?code=ABC123`);
    expect(await page.locator('html').getAttribute('lang')).toBe('hu');
    expect(await heading()).toBe(hu.tableSignIn.title);
    expect(await page.getByLabel(hu.tableSignIn.code).inputValue()).toBe('ABC123');
    expect(await page.getByRole('button', { name: hu.tableSignIn.start }).count()).toBe(1);
    const text = await main();
    expect(text).toContain(hu.tableSignIn.help);
    for (const english of ['Score at your table', 'Table code', 'Start scoring at this table'])
      expect(text, `no English "${english}"`).not.toContain(english);
    await phoneShot(page, 'languages-table-sign-in-hu');
  });
});
