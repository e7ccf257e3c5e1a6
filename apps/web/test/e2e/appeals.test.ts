// The appeals committee in a real browser on the demo club: signs in, opens the demo appeal ap1
// (ruling r2, a weighted score on board 5 of mitchell1), reads its timeline, records the hearing
// with notes, is refused a decision the committee cannot take... and decides with a varied
// adjusted score, then sees the board's new score. People by name throughout (issue 21, point 11):
// the appellant, the panel (changed by picking members by name), who attended, who decided.
// Phone-sized screenshots in test-artifacts/ (and docs/screenshots/issue-21/11-*.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoSite, phoneShot, pickMember, ROOT, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('appeals');
  ({ site, page } = demo);
}, 300_000);

afterAll(() => demo?.close());

// Every page kept as a screenshot is first checked to fit the phone: nothing scrolls sideways or is cut off.
const shot = (name: string) => phoneShot(page, `appeals-${name}`);
async function namesShot(name: string) {
  await shot(name);
  const dir = join(ROOT, 'docs/screenshots/issue-21');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `11-${name}.png`), fullPage: true });
}
const alerts = () => page.locator('main [role="alert"]');

describe('the appeals committee on the site', () => {
  it('signs in and sees the demo appeal with its Law 92B deadline', async () => {
    await signInAs(page, site, 'appeals-committee');
    await page.getByRole('link', { name: 'Appeals', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Appeals', exact: true }).waitFor();
    const row = page.locator('tr', { has: page.getByRole('link', { name: 'ap1' }) });
    expect(await row.innerText()).toContain('mitchell1 B table 2, board 5');
    expect(await row.innerText()).toContain('hearing scheduled');
    await shot('list');
  });

  it("opens the case: the board's ruling comes before the appeal in its timeline", async () => {
    await page.getByRole('link', { name: 'ap1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Appeal ap1' }).waitFor();
    const timeline = await page.locator('.appeal-timeline li .timeline-event').allInnerTexts();
    expect(timeline.indexOf('Ruling')).toBeGreaterThanOrEqual(0);
    expect(timeline.indexOf('Ruling')).toBeLessThan(timeline.indexOf('Appeal lodged'));
    expect(timeline.slice(-2)).toEqual(['Appeal routed', 'Hearing scheduled']);
    // The ruling's line names its type in words, not the record's code.
    await page.locator('.appeal-timeline li', { hasText: 'weighted adjusted score' }).first().waitFor();
    expect(await page.getByTestId('board-adjustment').innerText()).toContain('NS weighted');
    // The routing goes "to the" committee: the word is not the organiser whose id is 'to'.
    const routed = page.locator('.appeal-timeline li', { hasText: 'Appeal routed' });
    expect(await routed.innerText()).toMatch(/ to the /);
    expect(await page.locator('.appeal-timeline').innerText()).not.toContain('Olga Organizer');
    await shot('case');
  });

  it('bad input is refused naming the field in words, not its path in the schema', async () => {
    await page.getByLabel('The decision in words').fill('Upheld.');
    await page.getByRole('button', { name: 'Record the decision' }).click();
    await expect.poll(() => alerts().innerText()).toBe('Decided by: name who decided');
    await shot('field-in-words');
  });

  it('names the appellant and the panel, and the panel is changed by picking members by name', async () => {
    // The appellant is a member of the North-South pair: his name, not his id.
    expect(await page.getByTestId('appellant').innerText()).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u);
    expect(await page.getByTestId('hearing-panel').innerText()).toBe(
      'Ágnes Committee, Miklós Committee, Zoltán Committee',
    );
    await page.getByText("Change the hearing's time or panel").click();
    const form = page.getByRole('form', { name: 'Schedule the hearing' });
    await form.getByLabel(/^Hearing at/).fill('2026-11-20T19:00');
    await form.getByRole('combobox', { name: 'Panel', exact: true }).fill('committee');
    expect(await form.getByRole('option').allInnerTexts()).toEqual([
      'Ágnes Committee',
      'Miklós Committee',
      'Zoltán Committee',
    ]);
    await form.getByRole('option', { name: 'Ágnes Committee' }).click();
    await pickMember(form, 'Panel', 'zolt', 'Zoltán Committee');
    await namesShot('panel-picker');
    await form.getByRole('button', { name: 'Reschedule the hearing' }).click();
    await page
      .getByTestId('hearing-panel')
      .filter({ hasText: /^Ágnes Committee, Zoltán Committee$/ })
      .waitFor();
    await page.getByTestId('appellant').scrollIntoViewIfNeeded();
    await namesShot('appeal-names');
  });

  it('a decision before the hearing is refused with the reason', async () => {
    await page.getByLabel('varied').check();
    await page.getByLabel('Contract (e.g. 3S, 4HX, Pass)').fill('3S');
    await page.getByLabel('Declarer').selectOption('S');
    await page.getByLabel('Tricks').fill('9');
    await pickMember(page, 'Decided by', 'miklos', 'Miklós Committee');
    await page.getByLabel('The decision in words').fill('Pass was a logical alternative.');
    await page.getByRole('button', { name: 'Record the decision' }).click();
    await expect
      .poll(() => alerts().innerText())
      .toBe('The appeals committee has not heard the appeal yet (record the hearing first)');
    await shot('refused');
  });

  it('records the hearing with notes', async () => {
    await pickMember(page, 'Attended', 'eszter t', 'Eszter Tóth');
    await pickMember(page, 'Attended', 'ferenc t', 'Ferenc Tóth');
    await page.getByLabel('Hearing notes').fill('North agrees the pause was about five seconds.');
    await page.getByRole('button', { name: 'Record the hearing' }).click();
    await page.locator('.hearing-notes', { hasText: 'about five seconds' }).waitFor();
    expect(await page.locator('.appeal-status').first().innerText()).toBe('heard');
    expect(await page.getByTestId('hearing-attendees').innerText()).toBe('Attended: Eszter Tóth, Ferenc Tóth');
  });

  it("decides with a varied adjusted score and sees the board's new score", async () => {
    await page.getByLabel('varied').check();
    await page.getByLabel('Contract (e.g. 3S, 4HX, Pass)').fill('3S');
    await page.getByLabel('Declarer').selectOption('S');
    await page.getByLabel('Tricks').fill('9');
    await page.getByLabel('Laws (comma-separated, e.g. 16B1, 12C1e)').fill('16B1, 12C1e');
    for (const name of ['Ágnes Committee', 'Zoltán Committee']) await pickMember(page, 'Decided by', name);
    await page.getByLabel('The decision in words').fill('Pass was a logical alternative; 3S making nine.');
    await page.getByRole('button', { name: 'Record the decision' }).click();
    await page.locator('.decision', { hasText: 'varied' }).waitFor();
    // 3S making nine: 140 to North-South (Law 77), whatever the vulnerability.
    expect(await page.getByTestId('board-adjustment').innerText()).toContain(
      'NS assigned 3♠ by S, 9 tricks (NS 140); EW assigned 3♠ by S, 9 tricks (NS 140)',
    );
    expect(await page.getByTestId('board-adjustment').innerText()).toContain('on appeal ap1');
    const timeline = await page.locator('.appeal-timeline li .timeline-event').allInnerTexts();
    expect(timeline.slice(-2)).toEqual(['Appeal decided', 'Score adjusted']);
    await shot('decided');
  });
});
