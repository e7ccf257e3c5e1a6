// Issue 15, LIN on the site, in a real browser at phone width: the league administrator imports the
// interchange tests' hand-made two-room match (Aces v Kings), saved without an extension; it is read
// by its content, checked as a teams match (11 IMPs to Kings on board 1, 3.10 – 16.90 VP over two
// boards), recorded as a teams session whose results page shows the IMPs per board and the VPs; board
// 1's replay at the open room's table steps through the auction (the alerted 1C with its explanation)
// and the play the file recorded, ending at the claim, and the closed room's lists its alerts. A later
// segment of the match shows its carry-over in the totals and the replay's irregularity in the site's words.
// Screenshots in test-artifacts/.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { TEAM_MATCH, TEAM_MATCH_SEGMENT } from '@club/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importChecked, openDemoSite, phoneShot, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('import-lin');
  ({ site, page } = demo);
}, 300_000);

afterAll(async () => {
  await demo?.close();
});

const caption = () => page.getByTestId('replay-caption').innerText();

describe('a two-room LIN match imported as a teams match and replayed', () => {
  it('is checked and recorded as a teams match; its results show the IMPs and VPs; board 1 replays with its alerts', async () => {
    const file = join(demo!.dir, 'FINAL');
    writeFileSync(file, TEAM_MATCH);
    await signInAs(page, site, 'league-admin');
    // Parsing, two boards, scoring.
    await importChecked(page, site, file, 4);
    // The boards come once the check is done (polled without them).
    await expect
      .poll(() => page.locator('.import-progress').innerText(), { timeout: 30_000 })
      .toContain('2 boards, 4 table results, scored by Teams');
    expect(await page.getByTestId('imported-match').innerText()).toBe(
      'Teams match: Aces 0 – 11 Kings IMPs · 3.10 – 16.90 VP',
    );
    await phoneShot(page, 'import-lin-checked');
    const form = page.getByRole('form', { name: 'Record the session' });
    await form.getByRole('button', { name: 'Record this session' }).click();
    await expect
      .poll(
        () =>
          form
            .getByRole('status')
            .innerText()
            .catch(() => ''),
        { timeout: 60_000 },
      )
      .toMatch(/^Recorded as session import\.[0-9a-f]{16}: 4 table results/);
    const href = await form.getByRole('link', { name: "Open the session's results" }).getAttribute('href');

    // The session's results: the match in IMPs and VPs, board 1's 11 IMPs to Kings.
    await page.goto(`${site.url}${href}`);
    await expect
      .poll(
        () =>
          page
            .getByTestId('match')
            .innerText()
            .catch(() => ''),
        { timeout: 60_000 },
      )
      .toBe('Aces 0 – 11 Kings IMPs · 3.10 – 16.90 VP');
    const boardImps = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'IMPs to Aces' }) })
      .getByRole('row');
    expect((await boardImps.allInnerTexts()).map((row) => row.split(/\s+/).join(' '))).toEqual([
      'Board IMPs to Aces',
      '1 -11',
      '2 0',
    ]);
    // The teams ranked by their VPs, each with the players who sat for it (guests of the club here).
    const kings = await page.getByRole('row').filter({ hasText: 'Kings' }).first().innerText();
    expect(kings).toMatch(/^1\s+Kings\s+.*Edith.*Sue.*\s16\.90$/);
    await phoneShot(page, 'import-lin-teams-results');

    // Both rooms of board 1 were played card by card: each has its replay.
    await page.goto(`${site.url}${href}/1`);
    const traveller = page.getByRole('table').last();
    await expect.poll(() => traveller.getByRole('link', { name: 'Replay' }).count()).toBe(2);
    await traveller.getByRole('link', { name: 'Replay' }).first().click();
    await page.getByTestId('replay').waitFor();
    // Ten calls, eight cards (two tricks), then the claim.
    expect(await caption()).toBe('Step 0 of 18: before the auction');
    await page.getByTestId('replay').focus();
    await page.keyboard.press('ArrowRight');
    expect(await caption()).toMatch(/^Step 1 of 18: North calls 1(C|♣) \(alerted: strong\)$/);
    await page.keyboard.press('End');
    expect(await caption()).toMatch(/^Step 18 of 18: West plays /);
    expect(await page.getByTestId('trick').innerText()).toMatch(/^Trick 2:/);
    expect(await page.locator('main').innerText()).toContain('Result: 3NT by N, 13 tricks, NS 520');
    await phoneShot(page, 'import-lin-replay');

    // The closed room: 6NT after North's alerted 1C and South's alerted 2D, both listed with their explanations.
    await page.goto(`${site.url}${href}/1`);
    await page.getByRole('table').last().getByRole('link', { name: 'Replay' }).last().click();
    await page.getByTestId('replay').waitFor();
    await page.getByTestId('replay').focus();
    await page.keyboard.press('End');
    expect(await caption()).toMatch(/^Step 60 of 60: /);
    const alerts = (await page.getByTestId('alerts').innerText()).split('\n');
    expect(alerts.map((a) => a.replace(/[♣♦]/g, (s) => (s === '♣' ? 'C' : 'D')).replace(/\s+/g, ' '))).toEqual([
      "North's 1C: alerted: strong",
      "South's 2D: alerted: 0-7 HCP",
    ]);
    expect(await page.locator('main').innerText()).toContain('Result: 6NT by N, 13 tricks, NS 1020');
    await phoneShot(page, 'import-lin-alerts');
  }, 300_000);

  it("a later segment: the check shows the IMPs carried over in the totals, and the replay's irregularity in words", async () => {
    // Aces carry 5, Kings 2; the boards give Kings 11: 5 – 13 over 2 boards, 4.50 – 15.50 VP. The header's
    // summary says board 1 closed made 12 tricks; the play recorded gives 13, and the play is kept.
    const file = join(demo!.dir, 'segment2.lin');
    writeFileSync(file, TEAM_MATCH_SEGMENT.replace('rs|3NN+4,6NN+1,', 'rs|3NN+4,6NN=,'));
    await importChecked(page, site, file, 4);
    expect(await page.getByTestId('imported-match').innerText()).toBe(
      'Teams match: Aces 5 – 13 Kings IMPs (carried over 5 – 2) · 4.50 – 15.50 VP',
    );
    const found = page.locator('.import-irregularities');
    expect(await found.locator('summary').innerText()).toBe(
      'The replay found 1 irregularity, kept as the file records them',
    );
    expect(await found.locator('li').innerText()).toMatch(
      /^Board 1 segment2\.lin:\d+:board 1, token \d+ pc\|C5\| The file’s summary \(rs\) says 6NN=, but the play recorded gives 6NN\+1; the play is kept\.$/,
    );
  }, 300_000);
});
