// In a real browser at phone size, on the demo club with a session whose round-3 table confirmed a
// result far from the field's (support/flagged-session.ts): the demo director's session page lists
// it under "Flagged results" with the board, table, pairs, result, the flag in words and when the
// table confirmed it; its link opens the board, where the result can be corrected. Screenshots go to
// apps/web/test-artifacts/result-flags-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantsIn, openDemoSite, phoneShot, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';
import { seedFlaggedSessionFile, type FlaggedSession } from '../support/flagged-session';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;
let seeded: FlaggedSession;

beforeAll(async () => {
  demo = await openDemoSite('result-flags', {
    prepare: async (db) => void (seeded = await seedFlaggedSessionFile(db)),
  });
  ({ site, page } = demo);
}, 600_000);

afterAll(() => demo?.close());

describe("the director's flagged results", () => {
  it('lists the result its table confirmed, with the flag in words', async () => {
    await signInAs(page, site, 'director');
    await page.goto(`${site.url}/director/${seeded.sessionId}`);
    const list = page.getByTestId('flagged-results');
    await list.waitFor();
    const items = list.locator(':scope > li');
    expect(await items.count()).toBe(1);
    const text = await items.first().innerText();
    expect(text).toContain(`Board ${seeded.board}, table A${seeded.table} (round 3)`);
    expect(text).toMatch(/4♠X by N, −1100/);
    expect(text).toContain(
      '4♠ doubled by N, −1100: no other table reached this contract; the field ranged from −450 to +100',
    );
    expect(text).toContain('Confirmed by the table');
    expect(await instantsIn(items.first())).toHaveLength(1);
    await phoneShot(page, 'result-flags-director-session');
  });

  it('opens the board from the list, where the director can correct the result', async () => {
    await page
      .getByTestId('flagged-results')
      .getByRole('link', { name: `Board ${seeded.board}` })
      .click();
    await page.getByRole('heading', { level: 1, name: `Board ${seeded.board}, table ${seeded.table}` }).waitFor();
    expect(await page.getByTestId('board-result').innerText()).toMatch(/4♠X by N, 6 tricks, N-S -1100/);
    await phoneShot(page, 'result-flags-board');
  });
});
