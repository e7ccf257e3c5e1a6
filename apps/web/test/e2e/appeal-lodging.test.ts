// Issue 12 in a real browser at phone width, on the demo club plus a session played today (Law 92B
// period two hours) where the director gave North-South 7NT making: the demo member opens the
// board, sees the deadline counting down and lodges an appeal; his partner signs in and concurs
// (Law 92D); the session's director routes it to the committee (Law 93B); the committee hears it
// and varies the score to 7NT one down; the member then sees his pair's new ranking.
// His history lists the appeal; the traveller says the score was decided on appeal; he appeals
// further and the director records the national authority's decision (7NT made), which the
// traveller then shows. Screenshots: test-artifacts/appeal-lodging-*.png and docs/screenshots/issue-12/*.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAppealSessionFile, type AppealSession } from '../support/appeal-session';
import { openDemoSite, phoneShot, pickMember, ROOT, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;
let seeded: AppealSession;

beforeAll(async () => {
  demo = await openDemoSite('appeal-lodging', {
    prepare: async (db) => void (seeded = await seedAppealSessionFile(db)),
  });
  ({ site, page } = demo);
}, 600_000);

afterAll(() => demo?.close());

/** Checked to fit the phone, kept in test-artifacts and in the screenshots. */
async function shot(name: string) {
  await phoneShot(page, `appeal-lodging-${name}`);
  const dir = join(ROOT, 'docs/screenshots/issue-12');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
const alerts = () => page.locator('main [role="alert"]');
const caseUrl = () => `${site.url}/appeals/${seeded.sessionId}-A1-${seeded.board}`;
const status = () => page.locator('.appeal-status').first().innerText();

async function signInAgain(as: () => Promise<void>) {
  await page.context().clearCookies();
  await as();
}

/** The percentage of the pair the partner plays in, on the session's ranking. */
async function pairPercentage(): Promise<string> {
  await page.goto(`${site.url}/results/${seeded.sessionId}`);
  const row = page.locator('tr', { has: page.getByRole('link', { name: seeded.partner.name }) }).first();
  return (await row.locator('td').nth(3).innerText()).trim();
}

let before = '';

describe('an appeal from the table to the decision, on the site', () => {
  it("the member sees his pair's ranking, then the board's ruling with the appeal deadline counting down", async () => {
    await signInAs(page, site, 'member');
    before = await pairPercentage();
    expect(before).toMatch(/%$/);
    await page.goto(`${site.url}/results/${seeded.sessionId}/${seeded.board}`);
    await page.getByRole('heading', { name: 'Appeal a ruling' }).waitFor();
    expect(await page.getByTestId('appeal-deadline').innerText()).toMatch(/Law 92B\): \d+ h \d\d min left$/);
    await page.getByRole('heading', { name: 'Appeal a ruling' }).scrollIntoViewIfNeeded();
    await shot('01-board-deadline');
  });

  it('bad input is refused naming the field; then he lodges the appeal and the case opens', async () => {
    await page.getByRole('button', { name: 'Lodge the appeal' }).click();
    await expect.poll(() => alerts().innerText()).toBe('Grounds: say why the ruling is wrong');
    await page
      .getByLabel('Grounds of the appeal')
      .fill('East hesitated for a second only; 7NT is not a logical result.');
    await page.getByRole('button', { name: 'Lodge the appeal' }).click();
    await page.waitForURL(caseUrl());
    expect(await status()).toBe('lodged');
    expect(await page.getByTestId('concurrence').innerText()).toBe(
      `Agreement (Law 92D): ${seeded.partner.name}, awaited`,
    );
    await shot('02-lodged');
  });

  it('his partner signs in and concurs (Law 92D)', async () => {
    await signInAgain(async () => {
      await page.goto(`${site.url}/sign-in`);
      await page.getByLabel('Email').fill(seeded.partner.email);
      await page.getByLabel('Password').fill(seeded.partner.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByTestId('who').waitFor();
    });
    await page.goto(caseUrl());
    await page.getByRole('group', { name: 'Your agreement (Law 92D)' }).scrollIntoViewIfNeeded();
    await shot('03-partner-asked');
    await page.getByRole('button', { name: 'I concur' }).click();
    await expect
      .poll(() => page.getByTestId('concurrence').innerText())
      .toBe(`Agreement (Law 92D): ${seeded.partner.name}, concurred`);
  });

  it("the session's director routes it to the appeals committee (Law 93B)", async () => {
    await signInAgain(() => signInAs(page, site, 'director'));
    await page.goto(caseUrl());
    const form = page.getByRole('form', { name: 'Route the appeal' });
    await form.getByLabel('Question for the hearing').fill('Did the pause suggest 7NT over a logical alternative?');
    await form.scrollIntoViewIfNeeded();
    await shot('04-director-routes');
    await form.getByRole('button', { name: 'Route the appeal' }).click();
    await expect.poll(status).toBe('routed');
  });

  it('the committee hears it and varies the score to 7NT one down', async () => {
    await signInAgain(() => signInAs(page, site, 'appeals-committee'));
    await page.goto(caseUrl());
    const schedule = page.getByRole('form', { name: 'Schedule the hearing' });
    await schedule.getByLabel(/^Hearing at/).fill('2030-01-10T19:00');
    await pickMember(schedule, 'Panel', 'agnes', 'Ágnes Committee');
    await schedule.getByRole('button', { name: 'Schedule the hearing' }).click();
    await expect.poll(status).toBe('hearing scheduled');
    await pickMember(page, 'Attended', seeded.partner.name);
    await page.getByLabel('Hearing notes').fill('Both sides agree the pause was about a second.');
    await page.getByRole('button', { name: 'Record the hearing' }).click();
    await expect.poll(status).toBe('heard');
    await page.getByLabel('varied').check();
    await page.getByLabel('Contract (e.g. 3S, 4HX, Pass)').fill('7NT');
    await page.getByLabel('Declarer').selectOption('N');
    await page.getByLabel('Tricks').fill('12');
    await pickMember(page, 'Decided by', 'agnes', 'Ágnes Committee');
    await page.getByLabel('The decision in words').fill('The pause suggested 7NT; one down is the likely result.');
    await page.getByRole('button', { name: 'Record the decision' }).click();
    await page.locator('.decision', { hasText: 'varied' }).waitFor();
    expect(await page.getByTestId('board-adjustment').innerText()).toContain('7NT by N, 12 tricks');
    await shot('05-decided');
  });

  it("the member sees his pair's new ranking, and the case's timeline", async () => {
    await signInAgain(() => signInAs(page, site, 'member'));
    await expect.poll(pairPercentage, { timeout: 30_000 }).not.toBe(before);
    await shot('06-new-ranking');
    // His history lists the appeals he follows, this one decided.
    await page.goto(`${site.url}/history`);
    const mine = page.getByRole('region', { name: 'My appeals' });
    const row = mine.locator('tr', { has: page.getByRole('link', { name: `${seeded.sessionId}-A1-${seeded.board}` }) });
    expect(await row.innerText()).toContain('decided');
    await mine.scrollIntoViewIfNeeded();
    await shot('07-history-appeals');
    await page.goto(caseUrl());
    const timeline = await page.locator('.appeal-timeline li .timeline-event').allInnerTexts();
    expect(timeline.slice(timeline.indexOf('Appeal lodged'))).toEqual([
      'Appeal lodged',
      'Concurrence',
      'Appeal routed',
      'Hearing scheduled',
      'Appeal heard',
      'Appeal decided',
      'Score adjusted',
    ]);
  });

  it('the traveller says the score was decided on appeal and links the case', async () => {
    await page.goto(`${site.url}/results/${seeded.sessionId}/${seeded.board}`);
    const decided = page.getByTestId('decided-on-appeal');
    expect(await decided.innerText()).toBe('decided on appeal');
    expect(await decided.getByRole('link').getAttribute('href')).toBe(new URL(caseUrl()).pathname);
    await decided.scrollIntoViewIfNeeded();
    await shot('08-traveller-decided-on-appeal');
  });

  it("he appeals further (Law 93C1); the director records the authority's decision, 7NT made, in the traveller", async () => {
    await page.goto(caseUrl());
    const further = page.getByRole('form', { name: 'Appeal further' });
    await further.getByLabel('Regulating authority (Law 93C1)').fill('National Bridge Federation');
    await further.getByRole('button', { name: 'Appeal further' }).click();
    await expect.poll(status).toBe('further appeal');
    await signInAgain(() => signInAs(page, site, 'director'));
    await page.goto(caseUrl());
    const form = page.getByRole('form', { name: "The authority's decision" });
    await form.getByLabel('Regulating authority').fill('National Bridge Federation');
    await form.locator('select').first().selectOption('overturned');
    await form.getByLabel('Contract (e.g. 3S, 4HX, Pass)').fill('7NT');
    await form.getByLabel('Declarer').selectOption('N');
    await form.getByLabel('Tricks').fill('13');
    await form
      .getByLabel("The authority's decision in words")
      .fill('No logical alternative to 7NT: the table result stands.');
    await form.scrollIntoViewIfNeeded();
    await shot('09-authority-decision');
    await form.getByRole('button', { name: "Record the authority's decision" }).click();
    await expect.poll(status).toBe('final');
    expect(await page.getByTestId('board-adjustment').innerText()).toContain('7NT by N, 13 tricks');
    await page.goto(`${site.url}/results/${seeded.sessionId}/${seeded.board}`);
    const row = page.locator('tr', { has: page.getByTestId('decided-on-appeal') });
    expect(await row.innerText()).toMatch(/decided on appeal[\s\S]*\+\d+/);
    await row.scrollIntoViewIfNeeded();
    await shot('10-traveller-after-authority');
  });
});
