// In a real browser, on the seeded demo club plus a session still in play: a member signs in, opens
// the latest results, a session's rankings, the traveller of a board with its hands, steps through
// the replay of a board played card by card (keys and buttons), sees a board of the running session
// that his pair played and is refused one it has not played yet (hand-record secrecy), opens his
// history chart, and the Ulti league table, a session ledger and a deal replay. Screenshots at
// 390×844 go to apps/web/test-artifacts/members-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClub } from '@club/application';
import { seedRunningSession } from '../support/running-session';
import { openDemoSite, phoneShot, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;
let live: { sessionId: string; played: number; notPlayed: number };

async function seedRunningSessionFile(db: string) {
  const club = await openClub({ file: db, queue: 'in-process', log: () => {} });
  try {
    return await seedRunningSession(club);
  } finally {
    await club.close();
  }
}

beforeAll(async () => {
  demo = await openDemoSite('members', { prepare: async (db) => void (live = await seedRunningSessionFile(db)) });
  ({ site, page } = demo);
}, 300_000);

afterAll(() => demo?.close());

// Every page kept as a screenshot is first checked to fit the phone: nothing scrolls sideways or is cut off.
const shot = (name: string) => phoneShot(page, `members-${name}`);
const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const caption = () => page.getByTestId('replay-caption').innerText();

describe('a member on the site', () => {
  it('signs in with the printed demo account', async () => {
    await signInAs(page, site, 'member');
  });

  it('opens the latest results and a Mitchell session: North-South and East-West rankings', async () => {
    await page.getByRole('link', { name: 'Results', exact: true }).click();
    await heading('Latest results');
    await shot('latest');
    await page.getByRole('link', { name: 'Monday pairs' }).click();
    await heading('Session results');
    await page.getByRole('heading', { level: 3, name: 'North-South' }).first().waitFor();
    expect(await page.getByRole('heading', { level: 3, name: 'East-West' }).count()).toBe(2); // sections A and B
    // Every place is a number, shared ones with '='.
    const places = await page.locator('section.card table tbody tr td:first-child').allInnerTexts();
    expect(places.length).toBeGreaterThan(10);
    for (const p of places) expect(p).toMatch(/^\d+=?$/);
    await shot('session');
  });

  it('opens board 1: the four hands with suit symbols and the traveller', async () => {
    await page.locator('.board-links').getByRole('link', { name: '1', exact: true }).click();
    await heading('Board 1');
    for (const seat of ['North', 'East', 'South', 'West']) await page.getByLabel(`${seat}'s hand`).waitFor();
    expect(await page.locator('.hand-N [aria-label="spades"]').innerText()).toBe('♠');
    expect(await page.getByTestId('hidden-board').count()).toBe(0);
    expect(await page.locator('table:not(.double-dummy) tbody tr').count()).toBeGreaterThan(4);
    // The row with a replay (played card by card) shows its opening lead with the suit symbol.
    const headers = await page.locator('table:not(.double-dummy) thead th').allInnerTexts();
    const played = page
      .locator('table:not(.double-dummy) tbody tr', { has: page.getByRole('link', { name: 'Replay' }) })
      .first();
    expect(await played.locator('td').nth(headers.indexOf('Lead')).innerText()).toMatch(/^[♠♥♦♣]([2-9AKQJ]|10|T)$/);
    // A row the table scorer entered result-only (no replay) shows the lead entered with it too; a passed board none.
    const entered = page.locator('table:not(.double-dummy) tbody tr', {
      hasNot: page.getByRole('link', { name: 'Replay' }),
    });
    expect(await entered.count()).toBeGreaterThan(0);
    for (const row of await entered.all()) {
      const cells = await row.locator('td').allInnerTexts();
      expect(cells[headers.indexOf('Lead')]).toMatch(
        cells[headers.indexOf('Contract')] === 'Pass' ? /^$/ : /^[♠♥♦♣]([2-9AKQJ]|10|T)$/,
      );
    }
    await shot('traveller');
  });

  it('steps through the replay with the arrow keys and the buttons', async () => {
    await page.getByRole('link', { name: 'Replay' }).first().click();
    await page.getByTestId('replay').waitFor();
    expect(await caption()).toMatch(/^Step 0 of \d+: before the auction$/);
    const total = Number(/of (\d+)/.exec(await caption())![1]);
    expect(total).toBeGreaterThan(52); // every card of the play and the calls
    await page.getByTestId('replay').focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await caption()).toMatch(/^Step 5 of \d+: (North|East|South|West) (calls|plays) /);
    await page.getByRole('button', { name: 'Next step' }).click();
    expect(await caption()).toMatch(/^Step 6 of /);
    await page.keyboard.press('End');
    expect(await caption()).toMatch(new RegExp(`^Step ${total} of ${total}: .* plays `));
    expect(await page.getByTestId('trick').innerText()).toMatch(/^Trick 13:/);
    // After the last card every hand is empty.
    expect(await page.locator('.hand').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('—')]));
    await page.getByRole('button', { name: 'Previous step' }).click();
    expect(await caption()).toMatch(new RegExp(`^Step ${total - 1} of `));
    await page.keyboard.press('Home');
    expect(await caption()).toMatch(/^Step 0 of /);
    // The disabled "previous" button lost the focus: give it back to the replay.
    await page.getByTestId('replay').focus();
    await page.keyboard.press('ArrowRight');
    expect(await caption()).toMatch(/^Step 1 of /);
    await shot('replay');
  });

  it('in a session still in play, sees a board his pair has played and not one it has not', async () => {
    await page.getByRole('link', { name: 'Results', exact: true }).click();
    await page.getByRole('link', { name: 'Saturday pairs (in play)' }).click();
    await heading('Session results');
    expect(await page.getByTestId('session-heading').innerText()).toContain('in play');
    await page
      .locator('.board-links')
      .getByRole('link', { name: String(live.played), exact: true })
      .click();
    await heading(`Board ${live.played}`);
    await page.getByLabel("North's hand").waitFor();
    expect(await page.getByTestId('hidden-board').count()).toBe(0);
    await shot('running-played');
    await page.goto(`${site.url}/results/${live.sessionId}/${live.notPlayed}`);
    await heading(`Board ${live.notPlayed}`);
    expect(await page.getByTestId('hidden-board').innerText()).toBe(
      'This board is hidden until your pair has played it, every table has played it, or the director closes the session.',
    );
    expect(await page.locator('.hand').count()).toBe(0);
    await shot('running-hidden');
  });

  it('opens his history with its chart', async () => {
    await page.getByRole('link', { name: 'History', exact: true }).click();
    await heading('My results over time');
    const rows = await page.locator('table tbody tr').count();
    if (rows > 0) {
      await page.getByTestId('history-chart').waitFor();
      expect(await page.locator('[data-testid="history-chart"] circle').count()).toBeGreaterThan(0);
    } else {
      // The demo member played no pairs session: open a player's history from a ranking.
      await page.goto(`${site.url}/results/mitchell1`);
      await page.locator('section.card table tbody tr td a').first().click();
      await page.getByTestId('history-chart').waitFor();
    }
    expect(await page.getByTestId('average').innerText()).toMatch(/^Average: \d+\.\d\d\s%$/);
    await shot('history');
  });

  it('opens the Ulti league table, a session ledger and a deal replay, with Hungarian terms explained', async () => {
    await page.getByRole('link', { name: 'Ulti', exact: true }).click();
    await heading('Ulti leagues');
    await page.getByRole('link', { name: 'Ulti league' }).click();
    await heading('Ulti league table');
    const ranks = await page.locator('table tbody tr td:first-child').allInnerTexts();
    expect(ranks.length).toBe(9); // nine players
    expect(ranks[0]).toBe('1');
    expect(await page.locator('abbr[title]').count()).toBeGreaterThan(0);
    await shot('ulti-league');
    await page.getByRole('link', { name: 'ulti-1' }).click();
    await heading('Ulti session ulti-1');
    await shot('ulti-session');
    await page.locator('section.card table tbody tr td a').first().click();
    await page.getByTestId('replay').waitFor();
    expect(await page.locator('abbr[title="declarer: the player who won the bidding"]').first().innerText()).toBe(
      'felvevő',
    );
    expect(await page.locator('abbr', { hasText: /^talon$/ }).getAttribute('title')).toMatch(
      /aces and tens count for the defenders/,
    );
    await page.getByRole('button', { name: 'Next step' }).click();
    expect(await caption()).toMatch(/^Step 1 of \d+: .+ (bids|passes) /);
    await shot('ulti-deal');
  });
});
