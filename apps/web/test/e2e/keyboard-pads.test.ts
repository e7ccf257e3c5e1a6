// The result pad and the bidding box by keyboard alone, in a real browser on the demo club: after the
// director opens a small Mitchell (set-up by the usual forms), every tap of the pads is a key —
// Tab to reach a pad, the arrows to move inside it, Enter or Space to press — and the focused
// button always shows its focus ring. No mouse click drives either pad.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoSite, openSmallMitchell, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('keyboard-pads');
  ({ site, page } = demo);
}, 600_000);

afterAll(() => demo?.close());

interface Focused {
  /** The legend of the pad holding the focused control ('' outside a pad). */
  readonly pad: string;
  /** Its name as a screen reader gives it: aria-label, else its text with each symbol's name. */
  readonly name: string;
  /** Whether the focus ring shows (an outline of some width). */
  readonly ringed: boolean;
}

// Sent as text: a compiled function would carry the transpiler's helpers into the page.
const FOCUSED = `(() => {
  const e = document.activeElement;
  if (!e || e === document.body) return { pad: '', name: '', ringed: false };
  const spoken = (node) => {
    if (node.nodeType === 3) return node.textContent;
    if (node.nodeType !== 1 || node.getAttribute('aria-hidden') === 'true') return '';
    if (node.getAttribute('role') === 'img') return node.getAttribute('aria-label') || '';
    return Array.from(node.childNodes).map(spoken).join('');
  };
  const legend = e.closest('fieldset')?.querySelector('legend')?.textContent ?? '';
  const style = getComputedStyle(e);
  return {
    pad: legend.trim(),
    name: (e.getAttribute('aria-label') || spoken(e)).trim(),
    ringed: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
  };
})()`;

const focused = () => page.evaluate(FOCUSED) as Promise<Focused>;

/** Presses Tab until the button `name` of the pad whose legend starts with `pad` has the focus. */
async function tabTo(pad: string, name: string): Promise<void> {
  for (let presses = 0; presses < 120; presses++) {
    const now = await focused();
    if (now.pad.startsWith(pad) && now.name === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${name}" in the pad "${pad}"`);
}

/** Asserts where the focus is, and that its ring shows. */
async function expectFocus(pad: string, name: string): Promise<void> {
  const now = await focused();
  expect(now.pad.startsWith(pad) ? now.name : `${now.pad}: ${now.name}`).toBe(name);
  expect(now.ringed, `the focus ring on ${name}`).toBe(true);
}

describe('the pads by keyboard only', () => {
  it('the director opens a 3-table Mitchell and starts round 1', async () => {
    await signInAs(page, site, 'director');
    await openSmallMitchell(page, site, 'keys1', 'Keyboard pairs');
  }, 120_000);

  it('enters 4♠ by North, ten tricks, no lead, on the result pad with Tab, the arrows, Enter and Space', async () => {
    await page.goto(`${site.url}/director/keys1/enter`);
    await page.getByRole('heading', { level: 1, name: 'Enter results', exact: true }).waitFor();
    await tabTo('Level', '1');
    await expectFocus('Level', '1');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expectFocus('Level', '4');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: '4', exact: true, pressed: true }).count()).toBe(1);
    // Home and End: the pad's first and last buttons; left from the first wraps to the last.
    await tabTo('Strain', 'clubs');
    await page.keyboard.press('End');
    await expectFocus('Strain', 'XX, redoubled');
    await page.keyboard.press('Home');
    await expectFocus('Strain', 'clubs');
    await page.keyboard.press('ArrowLeft');
    await expectFocus('Strain', 'XX, redoubled');
    await page.keyboard.press('Home');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await expectFocus('Strain', 'spades');
    await page.keyboard.press(' ');
    await tabTo('Declarer', 'N');
    await page.keyboard.press('Enter');
    await tabTo('Result', '10 tricks');
    await expectFocus('Result', '10 tricks');
    await page.keyboard.press('Enter');
    await page.getByTestId('score-preview').filter({ hasText: 'N-S 420' }).waitFor();
    await tabTo('Lead', 'No lead');
    await page.keyboard.press('Enter');
    await tabTo('', 'Confirm');
    await expectFocus('', 'Confirm');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Board 1 at table 1: 4S by N, N-S 420' }).waitFor();
  }, 120_000);

  it('records 1♣, Pass and 2♥ on the bidding box with Tab, the arrows, Enter and Space', async () => {
    // Table 3's board 5 (dealer North): nothing recorded there yet.
    await page.goto(`${site.url}/director/keys1/board/A/3/5`);
    await page.getByRole('heading', { level: 1, name: 'Board 5, table 3' }).waitFor();
    await page.getByText('N to act').waitFor();
    await tabTo('Bid level', '1');
    await expectFocus('Bid level', '1');
    await page.keyboard.press('Enter');
    await tabTo('Strain', '1 clubs');
    await expectFocus('Strain', '1 clubs');
    await page.keyboard.press('Enter');
    await page.getByText('E to act').waitFor();
    await tabTo('Other calls', 'Pass');
    await page.keyboard.press(' ');
    await page.getByText('S to act').waitFor();
    await tabTo('Bid level', '1');
    await page.keyboard.press('ArrowRight');
    await expectFocus('Bid level', '2');
    await page.keyboard.press('Enter');
    await tabTo('Strain', '2 clubs');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectFocus('Strain', '2 hearts');
    await page.keyboard.press('Enter');
    await page.getByText('W to act').waitFor();
    expect((await page.getByLabel('Auction and play').innerText()).replace(/\s+/g, ' ')).toContain('N 1♣ E Pass S 2♥');
  }, 120_000);
});
