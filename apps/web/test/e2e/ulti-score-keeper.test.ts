// Issue 11, the Ulti score-keeper's items beyond won and lost, in a real browser at phone size
// (390×844) on the demo club's evening in progress (table 3 has no deal yet): a parti with a csendes
// ulti caught on the last trick, a defender's csendes durchmars refused by name before Confirm, a
// 20-100 conceded before the first card, a revoke (renonsz) ruled by the jury as the outcome, and a
// misdeal redealt by the same dealer (its replay names who deals next). Each deal's forints before
// Confirm are the engine's settlement of the same sheet, and the session's ledger shows them after,
// with how each deal ended. A member seated in the running round reaches his table's score sheet
// from the session page, and from the Ulti page. Screenshots: docs/screenshots/issue-11/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAUSZ_2017, renonszCase, settleSheet, type SheetRecord } from '@club/ulti';
import { expectFitsPhone, openDemoSite, ROOT, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';
import { expectAccessible } from './axe-audit';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('ulti-score-keeper');
  ({ site, page } = demo);
  // A step that cannot happen fails within the test's time, naming what it waited for.
  page.setDefaultTimeout(10_000);
}, 300_000);

afterAll(() => demo?.close());

const shot = async (what: string) => {
  await expectFitsPhone(page);
  await page.screenshot({ path: join(ROOT, 'docs/screenshots/issue-11', `keeper-${what}.png`), fullPage: true });
};
const alert = () => page.locator('main [role="alert"]');
const forintsList = () => page.getByRole('list', { name: 'Forints' }).innerText();
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Table 3 of the demo evening, by the players' names (the engine takes any ids): seats in the direction of play. */
let seating: string[];
let dealer: string;
const nextAfter = (p: string) => seating[(seating.indexOf(p) + 1) % seating.length]!;

/** The engine's forints for the sheet the page should have built, as the Forints list shows them. */
function settled(fields: Pick<SheetRecord, 'outcome'> & Partial<SheetRecord>): {
  deltas: Record<string, number>;
  shown: string;
} {
  const { deltas } = settleSheet({
    format: 'ulti-sheet/1',
    ruleSet: MAUSZ_2017,
    players: seating,
    dealer,
    ...fields,
  });
  return { deltas: { ...deltas }, shown: seating.map((p) => `${p}: ${signed(deltas[p] ?? 0)}`).join('\n') };
}

const ledger: Record<string, number>[] = [];

async function pickDeclarerAndBid(declarer: string, search: string, bid: string): Promise<void> {
  await page.getByRole('group', { name: 'Declarer (felvevő)' }).getByRole('button', { name: declarer }).click();
  await page.getByLabel('Search a bid (e.g. ult, piros, betli)').fill(search);
  await page.getByRole('button', { name: bid, exact: true }).click();
}

async function confirm(dealNo: number, nextDealer: string): Promise<void> {
  await page.getByRole('button', { name: `Confirm deal ${dealNo}` }).click();
  await page.getByRole('heading', { level: 2, name: `Deal ${dealNo + 1} · dealer (osztó) ${nextDealer}` }).waitFor();
  dealer = nextDealer;
}

const ending = () => page.getByRole('group', { name: 'How the deal ended' });

describe('the Ulti score-keeper on a phone', () => {
  it('opens the score sheet of table 3 of the demo evening', async () => {
    await signInAs(page, site, 'league-admin');
    await page.goto(`${site.url}/ulti/organise/ulti-evening`);
    const table = page.getByRole('listitem', { name: 'Table 3' });
    const plan = await table.innerText();
    seating = /: (.+?) score sheet\n/.exec(plan)![1]!.split(' → ');
    dealer = /osztó\) (.+?) · /.exec(plan)![1]!;
    expect(plan).toMatch(/· 0 deals entered$/);
    await table.getByRole('link', { name: 'score sheet' }).click();
    await page.getByRole('heading', { level: 2, name: `Deal 1 · dealer (osztó) ${dealer}` }).waitFor();
    await expectAccessible(page, 'the Ulti score sheet entry');
  });

  it('a parti with a csendes ulti caught on the last trick; a defender’s csendes durchmars is refused by name', async () => {
    // At a table of three the dealer plays too: his left-hand neighbour bids first and declares here.
    const declarer = nextAfter(dealer);
    const defender = nextAfter(declarer);
    await pickDeclarerAndBid(declarer, 'passz', 'Passz (játék)');
    await page.getByLabel('Trump (adu)').selectOption('makk');
    await page.getByLabel('Csendes ulti (the trump seven on the last trick, unannounced) by').selectOption({
      label: declarer,
    });
    await page.getByRole('button', { name: 'csendes ulti made (nyert)' }).click();
    await page.getByRole('button', { name: 'csendes ulti lost: caught on the last trick (bukott)' }).waitFor();

    // Only the declarer's csendes durchmars is scored: the refusal names the item, nothing is confirmed.
    const durchmars = page.getByLabel('Csendes durchmars (all ten tricks, unannounced) by');
    await durchmars.selectOption({ label: defender });
    await expect
      .poll(() => alert().innerText())
      .toBe("Outcome, silent item 2: only the declarer's csendes durchmars is scored (A-25)");
    expect(await page.getByRole('button', { name: 'Confirm deal 1' }).isDisabled()).toBe(true);
    await shot('refused-durchmars');
    await durchmars.selectOption({ label: 'nobody' });

    const expected = settled({
      declarer,
      bid: 'passz',
      trump: 'makk',
      outcome: { kind: 'played', won: { parti: true }, silent: [{ kind: 'ulti', player: declarer, result: 'lost' }] },
    });
    // The játék won (1 a defender) is less than the ulti caught (2, and 2 surcharge, A-06): the declarer pays.
    expect(expected.deltas[declarer]).toBeLessThan(0);
    await expect.poll(forintsList).toBe(expected.shown);
    await shot('silent-ulti-lost');
    await confirm(1, nextAfter(dealer));
    ledger.push(expected.deltas);
  });

  it('a 20-100 conceded before the first card: the bid paid kontra’d', async () => {
    const declarer = nextAfter(dealer);
    await pickDeclarerAndBid(declarer, '20-100', '20-100');
    await ending().getByRole('button', { name: 'conceded', exact: true }).click();
    // Without when it came the concession is not a sheet yet: no forints, no Confirm.
    expect(await page.getByRole('button', { name: 'Confirm deal 2' }).isDisabled()).toBe(true);
    await page
      .getByRole('group', { name: 'The declarer conceded (bedob)' })
      .getByRole('button', { name: 'before the first card' })
      .click();
    const expected = settled({ declarer, bid: '20-100', outcome: { kind: 'conceded', when: 'before-first-card' } });
    // Spec Ex 13: 20-100 (8) kontra'd is 16 to each defender.
    expect(expected.deltas[declarer]).toBe(-32);
    await expect.poll(forintsList).toBe(expected.shown);
    await shot('concession');
    await confirm(2, nextAfter(dealer));
    ledger.push(expected.deltas);
  });

  it('a revoke (renonsz) as the outcome: the jury’s case, the offender and the caller', async () => {
    const declarer = nextAfter(dealer);
    const offender = nextAfter(declarer);
    // The parti entered in deal 1 is a recent bid: offered before anything is typed.
    await page.getByRole('group', { name: 'Declarer (felvevő)' }).getByRole('button', { name: declarer }).click();
    await page.getByRole('button', { name: 'Passz (játék)', exact: true }).click();
    await ending().getByRole('button', { name: 'renonsz', exact: true }).click();
    await page.getByLabel('Case').selectOption('play-4');
    await page.getByLabel('Offender').selectOption({ label: offender });
    await page.getByLabel('Called by').selectOption({ label: declarer });
    const expected = settled({
      declarer,
      bid: 'passz',
      outcome: { kind: 'renonsz', case: 'play-4', offender, caller: declarer },
    });
    // The offending defender pays the full bid for himself and his partner (§10(3)f).
    expect(Object.keys(expected.deltas).filter((p) => expected.deltas[p]! < 0)).toEqual([offender]);
    await expect.poll(forintsList).toBe(expected.shown);
    await shot('renonsz');
    await confirm(3, nextAfter(dealer));
    ledger.push(expected.deltas);
  });

  it('a misdeal ruled a redeal: nothing paid, and the same dealer deals again', async () => {
    await ending().getByRole('button', { name: 'renonsz', exact: true }).click();
    await page.getByLabel('Case').selectOption('deal-2');
    await page.getByLabel('Offender').selectOption({ label: dealer });
    const expected = settled({ outcome: { kind: 'renonsz', case: 'deal-2', offender: dealer } });
    await expect.poll(forintsList).toBe(seating.map((p) => `${p}: 0`).join('\n'));
    expect(expected.shown).toBe(seating.map((p) => `${p}: 0`).join('\n'));
    await confirm(4, dealer);
    ledger.push(expected.deltas);
  });

  it('the session’s ledger shows each deal’s forints as previewed', async () => {
    await page.getByRole('link', { name: 'standings' }).click();
    const table3 = page.locator('section.card').filter({ has: page.getByRole('heading', { name: /^Table 3/ }) });
    await table3.waitFor();
    const [header, ...rows] = await table3.getByRole('row').allInnerTexts();
    // Deal, Dealer, Declarer, Game, then a column per player.
    const players = header!.split('\t').slice(4);
    expect([...players].sort()).toEqual([...seating].sort());
    expect(rows).toHaveLength(4);
    const running: Record<string, number> = Object.fromEntries(seating.map((p) => [p, 0]));
    // The Game column says how the deals that were not played out ended: thrown in, or the renonsz case in words.
    const game = rows.map((row) => row.split('\t')[3]!);
    expect(game[1]).toMatch(/^20 100 · bedob \(conceded\)$/);
    expect(game[2]).toMatch(/ · renonsz: /);
    expect(game[2]!.endsWith(`renonsz: ${renonszCase('play-4').what} (§13(3)#4)`)).toBe(true);
    expect(game[3]).toBe(`redeal · renonsz: ${renonszCase('deal-2').what} (§13(1)#2)`);
    rows.forEach((row, i) => {
      const cells = row.split('\t').slice(4);
      expect(cells).toEqual(
        players.map((p) => {
          running[p]! += ledger[i]![p] ?? 0;
          return `${signed(ledger[i]![p] ?? 0)} (${running[p]})`;
        }),
      );
    });
    await shot('ledger');
  });

  it('the redealt hand’s replay names who deals next: the same dealer, under MAUSZ 2017', async () => {
    const table3 = page.locator('section.card').filter({ has: page.getByRole('heading', { name: /^Table 3/ }) });
    await table3.getByRole('link', { name: '4', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('redeal-note').innerText())
      .toBe(
        `Redealt: nothing paid. ${dealer} deals the next hand (house rule: the same dealer deals a redealt hand again).`,
      );
    await shot('redeal-note');
  });

  it('a member seated in the running round reaches his table’s score sheet from the session page', async () => {
    await page.context().clearCookies();
    await signInAs(page, site, 'member');
    await page.goto(`${site.url}/ulti/sessions/ulti-evening`);
    const yours = page.getByTestId('your-ulti-table');
    const table = /\(table (\d+), round 1/.exec(await yours.innerText())![1]!;
    await shot('your-table');
    await yours.getByRole('link', { name: 'Your table: score sheet' }).click();
    await page.getByRole('heading', { level: 1, name: `Table ${table} · ulti-evening` }).waitFor();
    await expect.poll(() => page.getByText('score sheet (játszmalap)').count()).toBe(1);
  });

  it('the same member goes from the Ulti page straight to his table’s score sheet', async () => {
    await page.goto(`${site.url}/ulti`);
    const yours = page.getByTestId('your-ulti-seats');
    const table = /\(session ulti-evening, table (\d+), round 1/.exec(await yours.innerText())![1]!;
    await shot('ulti-landing');
    await yours.getByRole('link', { name: 'Your table: score sheet' }).click();
    await page.getByRole('heading', { level: 1, name: `Table ${table} · ulti-evening` }).waitFor();
    await expect.poll(() => page.getByText('score sheet (játszmalap)').count()).toBe(1);
  });
});
