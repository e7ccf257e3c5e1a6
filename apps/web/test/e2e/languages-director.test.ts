// Issue 16, the director's desk in Czech and in Hungarian, in a real browser at phone width on the
// demo club: the demo director, his `locale` cookie set, opens the form for a new session in Czech
// (its heading, fields, movements and button in the catalogue's Czech, none of the English left)
// and his desk in Hungarian (its heading, the link to a new session, each session's line), and a
// session's page in Slovak (its movement, and what is missing before publishing, counts in their
// plural forms: the server sends facts, the page words them).
// Screenshots: ARTIFACTS/languages-director-*.png.
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
  demo = await openDemoSite('languages-director');
  ({ site, page } = demo);
  await signInAs(page, site, 'director');
}, 300_000);

afterAll(() => demo?.close());

const en = messagesOf('en');

/** The page at `path` in `locale`, as the header's switcher would leave the cookie. */
async function openIn(locale: Locale, path: string): Promise<string> {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: site.url }]);
  await page.goto(`${site.url}${path}`);
  expect(await page.locator('html').getAttribute('lang')).toBe(locale);
  return page.locator('main').innerText();
}

describe("the director's desk in the member's language", () => {
  it('opens a new session in Czech: heading, fields, movements and button', async () => {
    const cs = messagesOf('cs');
    const text = await openIn('cs', '/director/new');
    const form = cs.directorOpenSession;
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(cs.directorDesk.newTitle);
    for (const label of [form.sessionId, form.tables, form.boardsPerRound, form.dealSeed])
      expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
    expect(await page.locator('select[name="movement"] option').allInnerTexts()).toEqual([
      form.mitchell,
      form.howell,
      form.teams,
      form.individual,
    ]);
    expect(await page.getByRole('button', { name: form.open, exact: true }).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: form.pair.replace('{n}', '1'), exact: true }).count()).toBe(1);
    for (const english of [en.directorOpenSession.open, en.directorOpenSession.handRecords, 'Boards per round'])
      expect(text, english).not.toContain(english);
    await phoneShot(page, 'languages-director-cs');
  });

  it("shows the director's desk in Hungarian: heading, the new session link and each session's line", async () => {
    const hu = messagesOf('hu');
    const text = await openIn('hu', '/director');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(hu.directorDesk.title);
    expect(await page.getByRole('link', { name: hu.directorDesk.openNew, exact: true }).count()).toBe(1);
    const lines = await page.locator('.session-list li').allInnerTexts();
    expect(lines.length).toBeGreaterThan(0);
    // A session in the schedule has its status, tables, boards and open calls; one not scheduled yet says so.
    for (const line of lines)
      expect(line).toMatch(/ \d+ asztal, \d+ leosztás, \d+ nyitott versenyvezető-hívás$|még nincs kiírva\)$/);
    expect(lines.some((line) => line.includes('asztal'))).toBe(true);
    for (const english of [en.directorDesk.openNew, 'open director calls', ' tables, '])
      expect(text, english).not.toContain(english);
    await phoneShot(page, 'languages-director-hu');
  });

  it('shows a running session in Slovak: its movement, and what is missing before publishing', async () => {
    const sk = messagesOf('sk');
    // The demo's session at the tables: a three-table Mitchell, round 1 in play, some results in.
    const text = await openIn('sk', '/director/tables1');
    expect(text).toContain('sekcia A: Mitchell, 3 stoly');
    await page.getByRole('button', { name: sk.directorControls.publish, exact: true }).click();
    const warning = await page.getByTestId('publish-warning').innerText();
    expect(warning).toMatch(/^Nie je zapísané všetko: 3 kolá neskončili a chýba \d+ výsledkov\./);
    expect(
      await page
        .getByRole('button', { name: /^Aj tak zverejniť, s: 3 kolá neskončili a chýba \d+ výsledkov$/ })
        .count(),
    ).toBe(1);
    for (const english of ['Mitchell, 3 tables', 'rounds not ended', 'results missing'])
      expect(await page.locator('main').innerText(), english).not.toContain(english);
    await phoneShot(page, 'languages-director-session-sk');
  });
});
