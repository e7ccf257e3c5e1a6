// Issue 16, the Ulti and appeals forms in the visitor's language, in a real browser on the demo club:
// the jury's (zsűri) page in Czech (its labels and buttons Czech, the Ulti terms Hungarian with
// Czech help), and an appeal case before the appeals committee in Hungarian (the hearing and
// decision forms Hungarian). One page load per language; the words come from the catalogue.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/i18n/locales';
import { messagesOf } from '../../src/i18n/messages';
import { openDemoSite, phoneShot, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('languages-ulti-appeals');
  ({ site, page } = demo);
  page.setDefaultTimeout(15_000);
}, 300_000);

afterAll(() => demo?.close());

/** A fresh visit as the demo account of `role`, the site's language chosen as the switcher keeps it. */
async function visitAs(role: string, locale: Locale): Promise<void> {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'locale', value: locale, url: site.url }]);
  await signInAs(page, site, role);
}

/** The English words that must not be left on a translated page. */
const englishLeft = async (english: readonly string[]) => {
  const text = await page.locator('main').innerText();
  return english.filter((words) => text.includes(words));
};

describe('the Ulti and appeals forms in Czech and Hungarian', () => {
  it('the jury page in Czech: its labels Czech, the Ulti terms Hungarian with Czech help', async () => {
    const cs = messagesOf('cs');
    await visitAs('ulti-jury', 'cs');
    await page.goto(`${site.url}/ulti/jury/ulti-evening`);
    await page
      .getByRole('heading', { level: 1, name: cs.ultiTitles.jury.replace('{session}', 'ulti-evening') })
      .waitFor();
    const ruling = page.getByRole('region', { name: cs.ultiJury.rulingLabel });
    expect(await ruling.locator('h2').innerText()).toBe(cs.ultiJury.rulingHeading.replace('<word></word>', 'renonsz'));
    expect(await ruling.locator('h2 abbr').getAttribute('title')).toBe(cs.ultiWordHelp.renonsz);
    expect(await ruling.getByLabel(cs.ultiJury.note).count()).toBe(1);
    expect(await ruling.getByRole('button', { name: cs.ultiJury.confirm }).count()).toBe(1);
    const discipline = page.getByRole('region', { name: cs.ultiJury.discipline });
    expect(await discipline.getByRole('heading', { name: cs.ultiJury.disciplineHeading }).count()).toBe(1);
    // The discipline keeps the rules' Hungarian word, its meaning in Czech beside it.
    expect(await discipline.locator('select[name="discipline"] option').first().innerText()).toBe(
      `figyelmeztetés (${cs.ultiDiscipline.warning})`,
    );
    const en = messagesOf('en').ultiJury;
    expect(await englishLeft([en.confirm, en.disciplineHeading, en.record, en.note])).toEqual([]);
    await phoneShot(page, 'languages-ulti-jury-cs');
  });

  it('an appeal before the committee in Hungarian: the hearing and decision forms Hungarian', async () => {
    const hu = messagesOf('hu');
    await visitAs('appeals-committee', 'hu');
    await page.goto(`${site.url}/appeals/ap6`);
    await page.getByRole('heading', { level: 1, name: hu.appealsCase.title.replace('{appealId}', 'ap6') }).waitFor();
    const hearing = page.getByRole('form', { name: hu.appealsHearing.schedule });
    expect(await hearing.getByRole('button', { name: hu.appealsHearing.schedule }).count()).toBe(1);
    const decision = page.getByRole('form', { name: hu.appealsDecide.label });
    expect(await decision.getByRole('radio', { name: hu.appealsOutcome.upheld }).isChecked()).toBe(true);
    expect(await decision.getByLabel(hu.appealsDecide.text).count()).toBe(1);
    expect(await decision.getByRole('button', { name: hu.appealsDecide.submit }).count()).toBe(1);
    const en = messagesOf('en');
    expect(
      await englishLeft([en.appealsHearing.schedule, en.appealsDecide.submit, en.appealsDecide.text, 'upheld']),
    ).toEqual([]);
    await phoneShot(page, 'languages-appeal-hu');
  });

  it("an appeal's adjusted board score in Czech: the sides, the outcome and its tricks in Czech words", async () => {
    const cs = messagesOf('cs');
    await visitAs('appeals-committee', 'cs');
    await page.goto(`${site.url}/appeals/ap7`);
    await page.getByRole('heading', { level: 1, name: cs.appealsCase.title.replace('{appealId}', 'ap7') }).waitFor();
    // The committee varied the score to 3S by North, nine tricks, for both sides.
    const adjustment = await page.getByTestId('board-adjustment').innerText();
    expect(adjustment).toMatch(/^Upraveno: SJ přidělený 3♠ hraje S, 9 zdvihů \(SJ -?\d+\); VZ přidělený 3♠ hraje S/);
    expect(adjustment).toContain('(rozhodnutí ');
    const board = await page.getByRole('region', { name: cs.appealsCase.boardScore }).innerText();
    expect(['assigned', 'tricks', 'weighted', 'ruling ', 'passed out'].filter((w) => board.includes(w))).toEqual([]);
  });
});
