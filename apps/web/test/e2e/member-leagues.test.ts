// Issue 21, point 15, in a real browser at phone width on the demo club: a member (no other role)
// opens the bridge league tables from the results page (read only: no administrator's forms), finds
// his own pair highlighted in a session's ranking, and walks a session's travellers board by board
// with the previous and next links. Screenshots go to docs/screenshots/issue-21/15-*.png.
// Point 11 on the way: the league table and a player's history are titled by people's names.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFitsPhone, openDemoSite, ROOT, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

const SHOTS = join(ROOT, 'docs/screenshots/issue-21');

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('member-leagues');
  ({ site, page } = demo);
  mkdirSync(SHOTS, { recursive: true });
}, 300_000);

afterAll(() => demo?.close());

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
async function shot(name: string) {
  await expectFitsPhone(page);
  await page.screenshot({ path: join(SHOTS, `15-${name}.png`), fullPage: true });
}
const boardSteps = () => page.getByRole('navigation', { name: 'Boards' });

describe('a member and the bridge league tables, his ranking and the travellers', () => {
  it('signs in as a member with no other role', async () => {
    await signInAs(page, site, 'member');
    expect(await page.getByTestId('who').innerText()).toMatch(/\(Member\)$/);
  });

  it('opens the bridge league tables from the results page, without the administrator forms', async () => {
    await page.getByRole('link', { name: 'Results', exact: true }).click();
    await heading('Latest results');
    await page.getByRole('link', { name: 'Bridge league tables' }).click();
    await heading('Seasons and leagues');
    expect(await page.getByRole('form', { name: 'Open a season' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Create a league' }).count()).toBe(0);
    await shot('leagues');
    await page.getByRole('link', { name: 'Pairs league' }).click();
    await heading('League table');
    expect(await page.getByRole('form', { name: 'Add a session' }).count()).toBe(0);
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(0);
    await shot('league-table');
  });

  it("shows the league table and a player's history by name, never a member id", async () => {
    // The Player column: "First Last" for every row (the demo's members), no id like m05.
    const players = await page.locator('table tbody tr td:nth-child(2)').allInnerTexts();
    expect(players.length).toBeGreaterThan(0);
    for (const player of players) expect(player).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u);
    await page.screenshot({ path: join(SHOTS, '11-league-table.png'), fullPage: true });
    await page.getByRole('link', { name: 'Results', exact: true }).click();
    await page.getByRole('link', { name: 'Monday pairs' }).click();
    await heading('Session results');
    const player = page.locator('tbody a[href^="/history/"]').first();
    const name = await player.innerText();
    await player.click();
    await heading(`Results over time: ${name}`);
    expect(name).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u);
    await expectFitsPhone(page);
    await page.screenshot({ path: join(SHOTS, '11-history.png'), fullPage: true });
  });

  it("highlights the member's own pair in a session's ranking", async () => {
    const me = (await page.getByTestId('who').innerText()).replace(/\s*\(Member\)$/, '');
    await page.getByRole('link', { name: 'Results', exact: true }).click();
    await page.getByRole('link', { name: 'Monday pairs' }).click();
    await heading('Session results');
    const own = page.locator('tr[data-own="true"]');
    expect(await own.count()).toBe(1);
    expect(await own.innerText()).toContain('(you)');
    expect(await own.innerText()).toContain(me);
    // Nobody else's row is marked.
    expect(await page.locator('tbody tr', { hasText: '(you)' }).count()).toBe(1);
    await own.scrollIntoViewIfNeeded();
    await shot('own-pair');
  });

  it('steps from a traveller to the next board and back', async () => {
    await page.locator('.board-links').getByRole('link', { name: '1', exact: true }).click();
    await heading('Board 1');
    // The first board has no previous one.
    expect(await boardSteps().getByRole('link').allInnerTexts()).toEqual(['Board 2 →']);
    await shot('traveller-steps');
    await boardSteps().getByRole('link', { name: 'Board 2 →' }).click();
    await heading('Board 2');
    expect(await boardSteps().getByRole('link').allInnerTexts()).toEqual(['← Board 1', 'Board 3 →']);
    await boardSteps().getByRole('link', { name: '← Board 1' }).click();
    await heading('Board 1');
    // The last board has no next one.
    await page.goto(`${site.url}/results/mitchell1/24`);
    await heading('Board 24');
    expect(await boardSteps().getByRole('link').allInnerTexts()).toEqual(['← Board 23']);
  });
});
