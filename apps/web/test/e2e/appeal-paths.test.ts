// Issue 12's other appeal paths in a real browser at phone width, on the demo club plus a session
// played today (seeded as for appeal-lodging.test.ts, with rulings on two more boards of table 1): the
// session's director lodges an appeal at the desk for the member's partner, who asked him; the
// member concurs (Law 92D) and the director rejects it as out of time (Law 92B); on the other
// board the member lodges an appeal and withdraws it; on the third the director routes the member's
// appeal and refers it to the regulating authority (Law 93C2). The club asks for a deposit, shown on
// the case page. On three more boards appeals are already before the committee (seeded): it keeps the
// deposit of one it judges without merit (Law 92A), returns another's, and refers the third to the
// regulating authority (Law 93C2). Screenshots: docs/screenshots/issue-12/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAppealSessionFile, type AppealSession } from '../support/appeal-session';
import { openDemoSite, phoneShot, pickMember, ROOT, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';
import { expectAccessible } from './axe-audit';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;
let seeded: AppealSession;

beforeAll(async () => {
  demo = await openDemoSite('appeal-paths', {
    prepare: async (db) =>
      void (seeded = await seedAppealSessionFile(db, {
        moreRulings: 5,
        beforeCommittee: { heard: 2, routed: 1, deposit: 25 },
      })),
    // The club asks for a deposit with every appeal (off by default).
    env: { CLUB_APPEAL_DEPOSIT: '25' },
  });
  ({ site, page } = demo);
}, 600_000);

afterAll(() => demo?.close());

/** Checked to fit the phone, kept in test-artifacts and in the screenshots. */
async function shot(name: string) {
  await phoneShot(page, `appeal-paths-${name}`);
  const dir = join(ROOT, 'docs/screenshots/issue-12');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
const caseUrl = (board: number) => `${site.url}/appeals/${seeded.sessionId}-A1-${board}`;
const boardUrl = (board: number) => `${site.url}/results/${seeded.sessionId}/${board}`;
const status = () => page.locator('.appeal-status').first().innerText();

async function signInAgain(role: string) {
  await page.context().clearCookies();
  await signInAs(page, site, role);
}

describe('an appeal lodged at the desk and rejected, and one withdrawn, on the site', () => {
  it('the director lodges an appeal for the player who asked him', async () => {
    await signInAs(page, site, 'director');
    await page.goto(boardUrl(seeded.board));
    const form = page.getByRole('form', { name: 'Appeal a ruling at table A1' });
    await form.getByLabel('For the player').selectOption(seeded.ns[1]);
    await form.getByLabel('The player asked me to lodge this appeal').check();
    await form.getByLabel('Grounds of the appeal').fill('My partner asked: the hesitation was short.');
    await form.scrollIntoViewIfNeeded();
    await shot('11-director-lodges-for-player');
    await form.getByRole('button', { name: 'Lodge the appeal' }).click();
    await page.waitForURL(caseUrl(seeded.board));
    expect(await status()).toBe('lodged');
    // The club's deposit is recorded with the appeal, held until a decision keeps or returns it.
    const deposit = page.getByTestId('deposit');
    expect(await deposit.innerText()).toBe('Deposit: 25, held until the decision');
    await deposit.scrollIntoViewIfNeeded();
    await shot('16-deposit');
  });

  it('the member concurs and the director rejects the appeal as out of time (Law 92B)', async () => {
    await signInAgain('member');
    await page.goto(caseUrl(seeded.board));
    await page.getByRole('button', { name: 'I concur' }).click();
    await expect.poll(() => page.getByTestId('concurrence').innerText()).toMatch(/concurred$/);
    await signInAgain('director');
    await page.goto(caseUrl(seeded.board));
    const reject = page.getByRole('form', { name: 'Reject the appeal' });
    await reject.getByLabel('Reject it as').selectOption('out-of-time');
    await reject.getByLabel('Why, in words').fill('Lodged after the period the session set.');
    await reject.getByRole('button', { name: 'Reject the appeal' }).click();
    await expect.poll(status).toBe('rejected');
    await shot('12-rejected-out-of-time');
  });

  it('on the other board the member lodges an appeal and withdraws it', async () => {
    const board = seeded.moreBoards[0]!;
    await signInAgain('member');
    await page.goto(boardUrl(board));
    const form = page.getByRole('form', { name: 'Appeal a ruling at table A1' });
    await form.getByLabel('Grounds of the appeal').fill('7NT was not a likely result.');
    await form.getByRole('button', { name: 'Lodge the appeal' }).click();
    await page.waitForURL(caseUrl(board));
    expect(await status()).toBe('lodged');
    await page.getByRole('button', { name: 'Withdraw the appeal' }).click();
    await expect.poll(status).toBe('withdrawn');
    expect(await page.getByRole('button', { name: 'Withdraw the appeal' }).count()).toBe(0);
    await shot('13-withdrawn');
  });

  it('on a third board the director routes the appeal and refers it to the regulating authority (Law 93C2)', async () => {
    const board = seeded.moreBoards[1]!;
    await page.goto(boardUrl(board));
    const form = page.getByRole('form', { name: 'Appeal a ruling at table A1' });
    await form.getByLabel('Grounds of the appeal').fill('The regulation on hesitations is unclear.');
    await form.getByRole('button', { name: 'Lodge the appeal' }).click();
    await page.waitForURL(caseUrl(board));
    await page.context().clearCookies();
    await page.goto(`${site.url}/sign-in`);
    await page.getByLabel('Email').fill(seeded.partner.email);
    await page.getByLabel('Password').fill(seeded.partner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('who').waitFor();
    await page.goto(caseUrl(board));
    await page.getByRole('button', { name: 'I concur' }).click();
    await expect.poll(() => page.getByTestId('concurrence').innerText()).toMatch(/concurred$/);
    await signInAgain('director');
    await page.goto(caseUrl(board));
    const route = page.getByRole('form', { name: 'Route the appeal' });
    await route.getByLabel('Question for the hearing').fill('Does the regulation on hesitations apply?');
    await route.getByRole('button', { name: 'Route the appeal' }).click();
    await expect.poll(status).toBe('routed');
    const refer = page.getByRole('form', { name: 'Refer the case' });
    await refer.getByLabel('Regulating authority').fill('National Bridge Federation');
    await refer.scrollIntoViewIfNeeded();
    await shot('14-director-refers');
    await refer.getByRole('button', { name: 'Refer to the authority (Law 93C2)' }).click();
    await expect.poll(status).toBe('referred');
    // Referred, the case waits for the authority: the director records its decision next.
    await page.getByRole('form', { name: "The authority's decision" }).waitFor();
    await shot('15-referred');
  });
});

describe('the appeals committee keeps a deposit, returns one, and refers a case', () => {
  /** The committee upholds the ruling on `board`, keeping or returning the deposit. */
  async function upholds(board: number, deposit: 'kept' | 'returned', text: string) {
    await page.goto(caseUrl(board));
    expect(await status()).toBe('heard');
    const form = page.getByRole('form', { name: 'Decide the appeal' });
    if (deposit === 'kept') await form.getByLabel('appeal without merit (Law 92A)').check();
    await form.getByRole('group', { name: 'The deposit' }).getByLabel(deposit, { exact: true }).check();
    await pickMember(form, 'Decided by', 'agnes', 'Ágnes Committee');
    await form.getByLabel('The decision in words').fill(text);
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Record the decision' }).click();
    await expect.poll(status).toBe('decided');
  }

  it('judged without merit, the appeal is upheld and its deposit kept (Law 92A)', async () => {
    await signInAgain('appeals-committee');
    await upholds(seeded.heardBoards[0]!, 'kept', 'Nothing suggests 7NT was unlikely: the appeal had no merit.');
    expect(await page.getByTestId('deposit').innerText()).toBe('Deposit: 25, kept');
    expect(await page.locator('.decision').innerText()).toBe(
      'The appeals committee upheld the ruling, appeal without merit, deposit kept: Nothing suggests 7NT was unlikely: the appeal had no merit.',
    );
    // Decided: the committee's forms are gone.
    expect(await page.getByRole('form', { name: 'Decide the appeal' }).count()).toBe(0);
    await page.locator('.decision').scrollIntoViewIfNeeded();
    await shot('17-deposit-kept');
    await expectAccessible(page, 'a decided appeal');
  });

  it('an appeal with merit, though the ruling stands, gets its deposit back', async () => {
    await upholds(seeded.heardBoards[1]!, 'returned', 'The ruling stands, but the question was fair.');
    expect(await page.getByTestId('deposit').innerText()).toBe('Deposit: 25, returned');
    expect(await page.locator('.decision').innerText()).toBe(
      'The appeals committee upheld the ruling, deposit returned: The ruling stands, but the question was fair.',
    );
    await page.locator('.decision').scrollIntoViewIfNeeded();
    await shot('18-deposit-returned');
  });

  it('the committee refers a case to the regulating authority (Law 93C2); the page then awaits its decision', async () => {
    const board = seeded.routedBoards[0]!;
    await page.goto(caseUrl(board));
    expect(await status()).toBe('routed');
    const refer = page.getByRole('form', { name: 'Refer the case' });
    await refer.getByLabel('Regulating authority').fill('National Bridge Federation');
    await refer.scrollIntoViewIfNeeded();
    await shot('19-committee-refers');
    await refer.getByRole('button', { name: 'Refer to the authority (Law 93C2)' }).click();
    await expect.poll(status).toBe('referred');
    // Before the authority: no decision, no referral, no further step for the committee; the deposit waits.
    expect(await page.getByRole('form', { name: 'Decide the appeal' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Refer the case' }).count()).toBe(0);
    expect(await page.getByTestId('deposit').innerText()).toBe('Deposit: 25, held until the decision');
    const last = page.locator('.appeal-timeline li').last();
    expect(await last.locator('.timeline-event').innerText()).toBe('Appeal referred');
    expect(await last.innerText()).toContain('National Bridge Federation for final determination (Law 93C2)');
    await last.scrollIntoViewIfNeeded();
    await shot('20-committee-referred');
  });
});
