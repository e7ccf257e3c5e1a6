// Issue 16, the results in Czech and Hungarian, in a real browser at phone width on the demo club: a
// member whose `locale` cookie says Czech reads a board of the Monday pairs (its heading, the
// dealer and vulnerability line, the traveller's heading and columns) in the glossary's Czech words,
// its percentages written the Czech way; with the cookie on Hungarian the session's rankings read in
// Hungarian. No English word of those parts is left. One page load per language.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, type Locale } from '../../src/i18n/locales';
import { messagesOf } from '../../src/i18n/messages';
import { openDemoSite, phoneShot, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('languages-results');
  ({ site, page } = demo);
  await signInAs(page, site, 'member');
}, 300_000);

afterAll(() => demo?.close());

/** The page's language from now on, as the header's switcher would set it. */
const speak = (locale: Locale) => demo!.context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: site.url }]);
const heading = () => page.getByRole('heading', { level: 1 }).innerText();
const fill = (message: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), message);

describe('the results in the page language', () => {
  it("a board's traveller in Czech: heading, dealer, columns and percentages", async () => {
    const cs = messagesOf('cs');
    await speak('cs');
    await page.goto(`${site.url}/results/mitchell1/5`);
    expect(await page.locator('html').getAttribute('lang')).toBe('cs');
    expect(await heading()).toBe(fill(cs.boardPage.title, { board: '5' }));
    const main = await page.locator('main').innerText();
    expect(main).toContain(cs.boardPage.backToSession);
    expect(main).toMatch(new RegExp(`${cs.boardPage.dealt.split(' {')[0]} [SVJZ], `));
    expect(await page.getByRole('heading', { level: 2, name: cs.boardPage.traveller }).count()).toBe(1);
    expect(await page.locator('main table:not(.double-dummy) thead th').allInnerTexts()).toEqual([
      cs.boardPage.table,
      cs.boardPage.ns,
      cs.boardPage.ew,
      cs.boardPage.contract,
      cs.boardPage.by,
      cs.boardPage.lead,
      cs.boardPage.tricks,
      cs.boardPage.scoreNs,
      cs.boardPage.pctNs,
      cs.boardPage.pctEw,
      cs.boardPage.replay,
      cs.boardPage.ddTricks,
      cs.boardPage.versusPar,
    ]);
    // The hands name their seats in Czech; a percentage has a decimal comma ("62,50 %").
    expect(main).toContain(cs.seats.N);
    expect(main).toMatch(/\d+,\d\d\u00a0%/);
    for (const english of ['Traveller', 'Contract', 'Dealer', 'vulnerable', 'Back to the session', 'North'])
      expect(main, english).not.toContain(english);
    await phoneShot(page, 'languages-results-board-cs');
  });

  it("the session's rankings in Hungarian: sections, columns and the boards", async () => {
    const hu = messagesOf('hu');
    await speak('hu');
    await page.goto(`${site.url}/results/mitchell1`);
    expect(await page.locator('html').getAttribute('lang')).toBe('hu');
    expect(await heading()).toBe(hu.resultsSession.title);
    const headers = await page.locator('main table thead th').allInnerTexts();
    expect(headers).toEqual(
      expect.arrayContaining([hu.rankingTable.place, hu.rankingTable.pair, hu.rankingTable.players]),
    );
    const main = await page.locator('main').innerText();
    expect(main).toContain(hu.sessionRankings.NS);
    expect(main).toContain(hu.sessionRankings.boards);
    expect(main).toContain(hu.resultsSession.published.split(':')[0]);
    for (const english of ['Session results', 'Place', 'Players', 'North-South', 'Boards', 'official score'])
      expect(main, english).not.toContain(english);
    await phoneShot(page, 'languages-results-session-hu');
  });
});
