// Issue 11, the Ulti organiser in a real browser at phone size (390×844) on the demo club: the
// league administrator opens a 6-player evening of the demo Ulti league (6 deals a table), checks
// the players in, is refused a player checked in twice, draws round 1 by the league's strength
// order (two tables of three, as a printable table plan), is refused the end of a round whose
// tables have not played their deals, and cannot close the evening while its round is being
// played: the close button says why. Screenshots: docs/screenshots/issue-11/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFitsPhone, openDemoSite, pickMember, ROOT, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('ulti-organiser');
  ({ site, page } = demo);
  // A step that cannot happen fails within the test's time, naming what it waited for.
  page.setDefaultTimeout(10_000);
}, 300_000);

afterAll(() => demo?.close());

const shot = async (what: string) => {
  await expectFitsPhone(page);
  await page.screenshot({ path: join(ROOT, 'docs/screenshots/issue-11', `organiser-${what}.png`), fullPage: true });
};
const alert = () => page.locator('main [role="alert"]');
// Six of the demo Ulti league's nine members (league 'ulti'): m01, m13, m25, m37, m06 and m18, by name.
const SIX = ['Anna Kovács', 'Anna Nagy', 'Anna Tóth', 'Anna Szabó', 'Ferenc Kovács', 'Ferenc Nagy'];
/** "Table 1: a → b → c score sheet\n…" → [a, b, c]. */
const seatingOf = (plan: string) => /: (.+?)( score sheet)?\n/.exec(plan)![1]!.split(' → ');
let table1: { seating: string[]; dealer: string };

describe('the Ulti organiser on a phone', () => {
  it('opens an evening of the demo league with six players checked in', async () => {
    await signInAs(page, site, 'league-admin');
    await page.goto(`${site.url}/ulti/organise`);
    await page.getByRole('heading', { level: 1, name: 'Open an Ulti evening' }).waitFor();
    await page.getByLabel('League (liga)').selectOption('ulti');
    await page.getByLabel('Date').fill('2026-11-27');
    await page.getByLabel('Deals per table in a round (játszma)').fill('6');
    for (const name of SIX) await pickMember(page, 'Players (checked in now; more can come later)', name);
    await shot('open');
    await page.getByRole('button', { name: 'Open the evening' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ulti evening ulti-2026-11-27' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Check-in (6)' }).waitFor();
    expect(await page.locator('.checked-in li').allInnerTexts()).toEqual(SIX.map((p) => `${p}\nWithdraw`));
  });

  it('a player checked in twice is refused in words, and nothing changes', async () => {
    await pickMember(page, 'Player', 'Anna Nagy');
    await page.getByRole('button', { name: 'Check in' }).click();
    // The refusal names the player as the page does, not by his id.
    await expect.poll(() => alert().innerText()).toBe("'Anna Nagy' is already checked in");
    expect(await page.locator('.checked-in li').count()).toBe(6);
  });

  it('draws round 1 by strength order: two tables of three on the table plan', async () => {
    await page.getByLabel('Draw (sorsolás)').selectOption('strength-order');
    await page.getByRole('button', { name: 'Draw round 1' }).click();
    await page.getByRole('heading', { level: 2, name: 'Round 1: table plan' }).waitFor();
    const tables = await page.locator('.plan li').allInnerTexts();
    expect(tables).toHaveLength(2);
    const seated = tables.flatMap((t) => seatingOf(t));
    expect(seated.sort()).toEqual([...SIX].sort());
    expect(tables[0]).toMatch(/^Table 1: .+ score sheet\nfirst dealer \(osztó\) .+ · 0 deals entered$/);
    table1 = { seating: seatingOf(tables[0]!), dealer: /osztó\) (.+?) · /.exec(tables[0]!)![1]! };
    await shot('table-plan');
  });

  it("table 1's score-keeper enters a piros ultimó with kontras: the forints before Confirm, then the next dealer", async () => {
    const { seating, dealer } = table1;
    // At a table of three the dealer plays too: his right-hand neighbour bids first and declares here.
    const after = seating.indexOf(dealer) + 1;
    const [declarer, ...defenders] = [...seating.slice(after), ...seating.slice(0, after)];
    let steps = 0;
    const step = async (action: Promise<unknown>) => {
      await action;
      steps += 1;
    };
    await page.getByRole('link', { name: 'score sheet' }).first().click();
    await page.getByRole('heading', { level: 2, name: `Deal 1 · dealer (osztó) ${dealer}` }).waitFor();
    await step(
      page.getByRole('group', { name: 'Declarer (felvevő)' }).getByRole('button', { name: declarer! }).click(),
    );
    await step(page.getByLabel('Search a bid (e.g. ult, piros, betli)').fill('piros ult'));
    await step(page.getByRole('button', { name: 'Piros ultimó', exact: true }).click());
    // One defender's kontra alone: in a trump game the pair doubles together (§7(4)), named by its field.
    await step(page.getByLabel(`Kontra on ultimo by ${defenders[0]}`).selectOption('kontra'));
    await expect.poll(() => alert().innerText()).toMatch(/^Kontra: /);
    expect(await page.getByRole('button', { name: 'Confirm deal 1' }).isDisabled()).toBe(true);
    await step(page.getByLabel(`Kontra on ultimo by ${defenders[1]}`).selectOption('kontra'));
    // Ulti 8 × 2 (kontra) + játék 2 = 18 from each defender.
    await expect
      .poll(() => page.getByRole('list', { name: 'Forints' }).innerText())
      .toBe(seating.map((p) => `${p}: ${p === declarer ? '+36' : '-18'}`).join('\n'));
    await shot('score-sheet-preview');
    await step(page.getByRole('button', { name: 'Confirm deal 1' }).click());
    const next = seating[(seating.indexOf(dealer) + 1) % seating.length]!;
    await page.getByRole('heading', { level: 2, name: `Deal 2 · dealer (osztó) ${next}` }).waitFor();
    expect(steps).toBeLessThanOrEqual(7);
    // Recent bids come first: the piros ultimó is offered before anything is typed.
    await page.getByRole('button', { name: 'Piros ultimó', exact: true }).waitFor();
    await shot('score-sheet-next-deal');
  });

  it('the session standings show the deal', async () => {
    await page.getByRole('link', { name: 'standings' }).click();
    await page.getByRole('heading', { level: 2, name: 'Standings' }).waitFor();
    // The standings' forints cell (the ledger's cells add the running total): the declarer +36,
    // his two defenders −18, the others 0.
    const rows = await page.getByTestId('ulti-standings').getByRole('row').allInnerTexts();
    expect(rows.filter((r) => /\t\+36\t/.test(r))).toHaveLength(1);
    expect(rows.filter((r) => /\t-18\t/.test(r))).toHaveLength(2);
    await shot('standings');
    await page.goto(`${site.url}/ulti/organise/ulti-2026-11-27`);
    await page.getByRole('heading', { level: 2, name: 'Round 1: table plan' }).waitFor();
  });

  it('the round cannot end before its deals are played, nor the evening close: the button says why', async () => {
    await page.getByRole('button', { name: 'End round 1' }).click();
    await expect.poll(() => alert().innerText()).toBe('Round 1: table 1 has played 1 of its 6 deals');
    const close = page.getByRole('button', { name: 'Close the evening' });
    expect(await close.isDisabled()).toBe(true);
    expect(await page.locator('#close-why').innerText()).toBe('End round 1 first: its tables count once it has ended.');
    expect(await close.getAttribute('aria-describedby')).toBe('close-why');
    await expect.poll(() => page.locator('main .muted').first().innerText()).toMatch(/^open · league ulti /);
    await shot('close-waits-for-round');
  });
});
