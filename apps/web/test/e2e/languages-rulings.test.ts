// Issue 16, the director's board in Czech and Hungarian, in a real browser at phone width: the
// appeal test's session (2007 Laws; on table 1's first board the director assigned 7NT by North) is
// opened by its director with the `locale` cookie set. The page, its forms and the ruling's record
// read in the page's language, from the catalogue; the law picker titles each Law from the source
// text: the Czech Laws 2007 on the Czech page, the English titles (marked so) on the Hungarian one,
// Hungarian having no Laws text. A board waiting for its director (an insufficient bid, seeded by
// irregular-board.ts) names the irregularity, the options the Laws offer and the director call in
// Czech, from the engine's codes, and in English as it always did. Screenshots:
// ARTIFACTS/languages-rulings-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/i18n/locales';
import { messagesOf } from '../../src/i18n/messages';
import type { TableBoardRef } from '@club/club';
import { seedAppealSessionFile, type AppealSession } from '../support/appeal-session';
import { seedIrregularBoardFile } from '../support/irregular-board';
import { openDemoSite, phoneShot, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;
let seeded: AppealSession;
let irregular: TableBoardRef;

beforeAll(async () => {
  demo = await openDemoSite('languages-rulings', {
    prepare: async (db) => {
      seeded = await seedAppealSessionFile(db);
      irregular = await seedIrregularBoardFile(db);
    },
  });
  ({ site, page } = demo);
  await signInAs(page, site, 'director');
}, 600_000);

afterAll(() => demo?.close());

/** The seeded board's page for its director, in `locale` (by default the appeal session's ruled board). */
async function openBoard(
  locale: Locale,
  at: TableBoardRef = { sessionId: seeded.sessionId, section: 'A', table: 1, board: seeded.board },
): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: locale, url: site.url }]);
  await page.goto(`${site.url}/director/${at.sessionId}/board/${at.section}/${at.table}/${at.board}`);
  await page.waitForFunction((l) => document.documentElement?.lang === l, locale);
}

const lawOption = (law: string) => page.locator(`datalist#law-titles option[value="${law}"]`);

describe("the director's board in the page's language", () => {
  it('in Czech: the page, the ruling form and the record in Czech; the law picker titles from the Czech Laws 2007', async () => {
    const cs = messagesOf('cs');
    await openBoard('cs');
    await page.getByRole('heading', { level: 1, name: `Krabice ${seeded.board}, stůl 1`, exact: true }).waitFor();
    const ruling = page.getByRole('form', { name: cs.rulingsRuling.form, exact: true });
    expect(await ruling.getByRole('button', { name: cs.rulingsRuling.submit }).count()).toBe(1);
    expect(await ruling.getByLabel(cs.rulingsRuling.rulingType).locator('option').first().innerText()).toBe(
      cs.rulingsTypes['no-rectification'],
    );
    expect(await page.getByRole('form', { name: cs.rulingsPenalty.form, exact: true }).count()).toBe(1);
    const record = await page.getByRole('region', { name: cs.rulingsBoard.record }).innerText();
    expect(record).toContain(`(pravidlo 12C1e; ${cs.rulingsTypes['assigned-adjusted-score']}; Pravidla 2007)`);
    expect(await page.getByTestId('board-adjustment').innerText()).toContain(cs.rulingsAdjust.kinds.assigned);
    expect(await lawOption('16').textContent()).toBe('16 Oprávněná a neoprávněná informace');
    expect(await lawOption('16').getAttribute('lang')).toBeNull();
    const text = await page.locator('main').innerText();
    for (const english of ['Give the ruling', 'Adjust the score', 'Record the call', 'assigned adjusted score'])
      expect(text).not.toContain(english);
    await phoneShot(page, 'languages-rulings-cs');
  });

  it('in Hungarian: the page in Hungarian; the law titles English (no Hungarian Laws text), marked as English', async () => {
    const hu = messagesOf('hu');
    await openBoard('hu');
    await page.getByRole('heading', { level: 1, name: `${seeded.board}. leosztás, 1. asztal`, exact: true }).waitFor();
    expect(
      await page
        .getByRole('form', { name: hu.rulingsAdjust.form, exact: true })
        .getByRole('button', { name: hu.rulingsAdjust.submit })
        .count(),
    ).toBe(1);
    const record = await page.getByRole('region', { name: hu.rulingsBoard.record }).innerText();
    expect(record).toContain(hu.rulingsTypes['assigned-adjusted-score']);
    expect(await lawOption('16').textContent()).toBe('16 Authorized and unauthorized information');
    expect(await lawOption('16').getAttribute('lang')).toBe('en');
    const text = await page.locator('main').innerText();
    for (const english of ['Give the ruling', 'Adjust the score', 'Procedural penalty', 'Director called'])
      expect(text).not.toContain(english);
    await phoneShot(page, 'languages-rulings-hu');
  });

  it('in Czech: the insufficient bid, the options the Laws offer and the director call in the Czech Laws’ words', async () => {
    const cs = messagesOf('cs');
    await openBoard('cs', irregular);
    await page.getByRole('alert').filter({ hasText: cs.rulingsBoard.directorRequired }).waitFor();
    expect(await page.getByRole('list', { name: cs.rulingsBoard.irregularities }).innerText()).toContain(
      'nedostatečná nabídka, viník E (pravidlo 27)',
    );
    const rectify = page.getByRole('form', { name: cs.rulingsRectification.form, exact: true });
    expect(await rectify.getByTestId('pending-irregularity').innerText()).toBe(
      'nedostatečná nabídka, viník E (pravidlo 27, Pravidla 2007)',
    );
    await rectify.getByRole('button', { name: 'Pravidlo 27B2', exact: true }).click();
    await rectify
      .getByText('nahrazena jinou dostatečnou nabídkou nebo pasem: W musí pasovat kdykoli bude na řadě', {
        exact: false,
      })
      .waitFor();
    const record = await page.getByRole('region', { name: cs.rulingsBoard.record }).innerText();
    expect(record).toContain('Přivolán: nedostatečná nabídka 1H po 1S');
    const text = await page.locator('main').innerText();
    for (const english of ['insufficient bid', 'must pass whenever', 'replaced by'])
      expect(text).not.toContain(english);
    await phoneShot(page, 'languages-rulings-cs-irregularity');
  });

  it('in English: the same board reads as it always did', async () => {
    await openBoard('en', irregular);
    await page.getByRole('alert').filter({ hasText: 'Director required' }).waitFor();
    expect(await page.getByRole('list', { name: 'Irregularities' }).innerText()).toContain(
      'insufficient bid by E (Law 27)',
    );
    const rectify = page.getByRole('form', { name: 'Rectification', exact: true });
    expect(await rectify.getByTestId('pending-irregularity').innerText()).toBe(
      'insufficient bid by E (Law 27, 2007 Laws)',
    );
    await rectify.getByRole('button', { name: 'Law 27B2', exact: true }).click();
    await rectify
      .getByText('Law 27B2, 26, 23: replaced by another sufficient bid or a pass: W must pass whenever it is his turn')
      .waitFor();
    expect(await page.getByRole('region', { name: "Director's record" }).innerText()).toContain(
      'Called: insufficient bid 1H over 1S',
    );
  });
});
