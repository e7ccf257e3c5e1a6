// Live results in a real browser: a member has a board's traveller open; a result for that board
// is entered at another table through the application layer (another process on the same club
// file, as the director's phone and the worker are); the results job publishes and the page shows
// the new row and the new percentages without a reload.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directorCommands, directorControl, openClub } from '@club/application';
import { clubDecider, clubStreamId } from '@club/club';
import { launchPhoneBrowser, phoneShot } from './demo-browser';
import { ensureBuilt, startSite, type RunningSite } from './site-server';

const TD = { memberId: 'td' };

let site: RunningSite;
let context: BrowserContext;
let dir: string;
let db: string;

/** A club with twelve players and a three-table Mitchell; table 1 has played board 1 (3NT by North, nine tricks). */
async function seedClub(file: string): Promise<void> {
  const club = await openClub({ file, queue: 'in-process', log: () => {} });
  try {
    const at = new Date().toISOString();
    const stream = clubStreamId('demo');
    await club.execute(stream, clubDecider, { type: 'FoundClub', clubId: 'demo', name: 'Live Club', at });
    await club.execute(stream, clubDecider, { type: 'AdmitMember', memberId: 'td', name: 'Tamás Director', at });
    await club.execute(stream, clubDecider, { type: 'GrantRole', memberId: 'td', role: 'director', at });
    for (let i = 1; i <= 12; i++)
      await club.execute(stream, clubDecider, {
        type: 'AdmitMember',
        memberId: `p${String(i).padStart(2, '0')}`,
        name: `Player ${i}`,
        at,
      });
    const pairs = Array.from({ length: 6 }, (_, i) => ({
      players: [`p${String(2 * i + 1).padStart(2, '0')}`, `p${String(2 * i + 2).padStart(2, '0')}`],
    }));
    const director = directorCommands(club);
    await director.openSession(
      {
        sessionId: 'live1',
        name: 'Live pairs',
        startsAt: at,
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
        sections: ['A'],
        scoring: 'MP',
        lawsEdition: '2007',
        dealSeed: 1,
        entrants: pairs,
        correctionPeriodMinutes: 30,
        appealPeriodMinutes: 30,
      },
      TD,
    );
    // Every round under way: a result waits for its board's round to start.
    const control = directorControl(club);
    for (const round of [1, 2]) {
      await control.startRound({ sessionId: 'live1', round }, TD);
      await control.endRound({ sessionId: 'live1', round }, TD);
    }
    await control.startRound({ sessionId: 'live1', round: 3 }, TD);
    await director.enterResult(
      { sessionId: 'live1', section: 'A', table: 1, board: 1, contract: '3NT', declarer: 'N', tricks: 9 },
      TD,
    );
    await club.settle();
  } finally {
    await club.close();
  }
}

beforeAll(async () => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'club-live-'));
  db = join(dir, 'club.sqlite');
  await seedClub(db);
  site = await startSite({ db });
  context = await launchPhoneBrowser(join(dir, 'chromium'));
}, 240_000);

afterAll(async () => {
  await context?.close();
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('live results', () => {
  it('a traveller open in the browser shows a result entered elsewhere, without a reload', async () => {
    const page = await context.newPage();
    await page.goto(`${site.url}/sign-in`);
    // The member account is the first club member without a role: p01, of pair 1 (North-South at table 1).
    await page.getByLabel('Email').fill('member@demo.club');
    await page.getByLabel('Password').fill('demo-member-pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('who').waitFor();
    await page.goto(`${site.url}/results/live1/1`);
    const rows = page.locator('main table tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    // A single result on the board: its percentage is the average, 50 %.
    expect(await rows.nth(0).innerText()).toMatch(/400\s+50\.00\s%\s+50\.00\s%/);
    // Marks this very document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 42));
    await page.locator('html[data-results-version]').waitFor({ state: 'attached' });

    const club = await openClub({ file: db, queue: 'in-process', log: () => {} });
    try {
      await directorCommands(club).enterResult(
        { sessionId: 'live1', section: 'A', table: 2, board: 1, contract: '4S', declarer: 'S', tricks: 10 },
        TD,
      );
      await club.settle();
    } finally {
      await club.close();
    }

    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    // By hand: 4S= by South not vulnerable is +420 (120 + 300); against +400 at table 1, NS at
    // table 2 get the top (100 %) and NS at table 1 nothing (0 %).
    const texts = await rows.allInnerTexts();
    expect(texts[0]).toMatch(/400\s+0\.00\s%\s+100\.00\s%/);
    expect(texts[1]).toMatch(/420\s+100\.00\s%\s+0\.00\s%/);
    expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(42);
    await phoneShot(page, 'live-traveller');
    await page.close();
  });
});
