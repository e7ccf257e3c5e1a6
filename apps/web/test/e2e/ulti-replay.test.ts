// In a real browser at phone width, a member steps through a demo Ulti deal's replay from the first
// step to the last: every step has its caption in words; a card played leaves exactly its player's
// hand (the card the caption names); the talon taken up and laid down shows in the declarer's hand;
// after each trick the three hands hold the same number of cards, one fewer than before. Screenshots
// at 390×844 go to apps/web/test-artifacts/ulti-replay-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoSite, phoneShot, signInAs, type DemoSite } from './demo-browser';
import { codesShown } from './internal-codes';

let demo: DemoSite | undefined;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('ulti-replay');
  page = demo.page;
}, 300_000);

afterAll(() => demo?.close());

/** Each hand as the page shows it: "Name (n): card, card, …" → the cards. */
async function hands(): Promise<string[][]> {
  const rows = await page.locator('ul.ulti-hands > li').allInnerTexts();
  return rows.map((r) => {
    const m = /^.+? \((\d+)\):\s*(.*)$/s.exec(r.trim());
    if (!m) throw new Error(`a hand the page shows oddly: ${r}`);
    const cards = m[2]!.trim() ? m[2]!.split(', ').map((c) => c.trim()) : [];
    expect(cards).toHaveLength(Number(m[1]));
    return cards;
  });
}

const caption = () => page.getByTestId('replay-caption').innerText();

describe('a member replays an Ulti deal', () => {
  it('signs in and opens the first deal of the first table of ulti-1', async () => {
    await signInAs(page, demo!.site, 'member');
    await page.goto(`${demo!.site.url}/ulti/sessions/ulti-1/1/1`);
    await page.getByTestId('replay').waitFor();
    expect(await caption()).toMatch(/^Step 0 of \d+: the cards as dealt, before the bidding$/);
    const dealt = await hands();
    expect(dealt.map((h) => h.length).sort()).toEqual([10, 10, 12]);
    await phoneShot(page, 'ulti-replay-dealt');
  });

  it('steps to the end: each step in words, each card out of its hand, the hands shrinking trick by trick', async () => {
    const count = Number(/^Step 0 of (\d+)/.exec(await caption())![1]);
    let before = await hands();
    let plays = 0;
    let shotFirstTrick = false;
    for (let step = 1; step <= count; step++) {
      await page.getByRole('button', { name: 'Next step' }).click();
      await page.getByText(new RegExp(`^Step ${step} of ${count}: `)).waitFor();
      const words = (await caption()).replace(/^Step \d+ of \d+: /, '');
      expect(words.length, `step ${step}`).toBeGreaterThan(5);
      expect(words, `step ${step}`).not.toMatch(/\b(piros|makk|tok|zold)-|undefined/);
      // Nor anywhere in the replay: its bids, cards and steps in words, not ids (`4-asz`, `zold-O`).
      expect(codesShown(await page.getByTestId('replay').innerHTML()), `step ${step}`).toEqual([]);
      const now = await hands();
      if (/ plays /.test(words)) {
        plays++;
        const changed = now.flatMap((h, i) => (h.length === before[i]!.length ? [] : [i]));
        expect(changed, `step ${step}: ${words}`).toHaveLength(1);
        const i = changed[0]!;
        const gone = before[i]!.filter((c) => !now[i]!.includes(c));
        expect(gone, `step ${step}: ${words}`).toHaveLength(1);
        expect(words).toContain(`plays ${gone[0]} (the `);
        if (plays % 3 === 0) {
          expect(new Set(now.map((h) => h.length)), `after trick ${plays / 3}`).toEqual(new Set([10 - plays / 3]));
          if (!shotFirstTrick) {
            await phoneShot(page, 'ulti-replay-first-trick');
            shotFirstTrick = true;
          }
        }
      }
      before = now;
    }
    expect(plays).toBeGreaterThan(0);
    await phoneShot(page, 'ulti-replay-last-step');
  }, 300_000);
});
