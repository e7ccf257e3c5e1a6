// Issue 12's appeal under the 1997 Laws, in a real browser at phone width: the session of
// appeal-lodging.test.ts scheduled under the 1997 edition. The member lodges an appeal and the case
// page words Laws 92–93 as 1997 does; his partner concurs (1997's Law 92D: an absent member is
// deemed to concur); the director routes it (Law 93B1/93B2 with a committee, 93A with none); no
// referral is offered anywhere (1997 has no Law 93C2); the committee upholds the ruling, judging the
// appeal without merit (1997: a footnote to Law 92A); the member appeals further to the national
// authority (Law 93C), whose decision the director records. Screenshots: docs/screenshots/issue-12/appeal-1997-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAppealSessionFile, type AppealSession } from '../support/appeal-session';
import { issueShot, openDemoSite, pickMember, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;
let seeded: AppealSession;

beforeAll(async () => {
  demo = await openDemoSite('appeal-1997', {
    prepare: async (db) => void (seeded = await seedAppealSessionFile(db, { lawsEdition: '1997' })),
  });
  ({ site, page } = demo);
}, 600_000);

afterAll(() => demo?.close());

const shot = (name: string) => issueShot(page, 'issue-12', 'appeal-1997', name);
const caseUrl = () => `${site.url}/appeals/${seeded.sessionId}-A1-${seeded.board}`;
const status = () => page.locator('.appeal-status').first().innerText();
const referralForms = () => page.getByRole('form', { name: 'Refer the case' }).count();

async function signInAgain(role: string) {
  await page.context().clearCookies();
  await signInAs(page, site, role);
}

describe('an appeal under the 1997 Laws, on the site', () => {
  it('the member lodges an appeal; the case page words Laws 92–93 as 1997 does', async () => {
    await signInAs(page, site, 'member');
    await page.goto(`${site.url}/results/${seeded.sessionId}/${seeded.board}`);
    await page
      .getByLabel('Grounds of the appeal')
      .fill('East hesitated for a second only; 7NT is not a logical result.');
    await page.getByRole('button', { name: 'Lodge the appeal' }).click();
    await page.waitForURL(caseUrl());
    expect(await status()).toBe('lodged');
    expect(await page.getByTestId('laws-edition').innerText()).toBe(
      'Laws of 1997: appeal period (Law 92B) 30 minutes after the official results are published, unless the sponsoring organization sets another; beyond the club, the national authority (Law 93C).',
    );
    expect(await page.getByTestId('concurrence-law').innerText()).toBe(
      'Law 92D (1997): concurrence of both members of the pair, or the captain; an absent member is deemed to concur.',
    );
    await shot('01-lodged');
  });

  it('his partner concurs (Law 92D)', async () => {
    await page.context().clearCookies();
    await page.goto(`${site.url}/sign-in`);
    await page.getByLabel('Email').fill(seeded.partner.email);
    await page.getByLabel('Password').fill(seeded.partner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('who').waitFor();
    await page.goto(caseUrl());
    await page.getByRole('button', { name: 'I concur' }).click();
    await expect.poll(() => page.getByTestId('concurrence').innerText()).toMatch(/concurred$/);
  });

  it("the director routes it in 1997's words (Law 93B1/93B2 with a committee, 93A with none); no referral is offered", async () => {
    await signInAgain('director');
    await page.goto(caseUrl());
    const form = page.getByRole('form', { name: 'Route the appeal' });
    const committee = form.getByLabel('An appeals committee can hear it (Law 93B, 1997)');
    const routingLaw = form.getByTestId('routing-law');
    await committee.uncheck();
    expect(await routingLaw.innerText()).toBe(
      'Law 93A: no appeals committee: the chief director hears and rules on every appeal.',
    );
    await committee.check();
    expect(await routingLaw.innerText()).toBe(
      'Law 93B1: the chief director rules on the Laws or regulations alone; his ruling may be appealed to the committee; Law 93B2: the chief director refers all other appeals to the committee.',
    );
    await form.getByLabel('Question for the hearing').fill('Did the pause suggest 7NT over a logical alternative?');
    await form.scrollIntoViewIfNeeded();
    await shot('02-director-routes');
    await form.getByRole('button', { name: 'Route the appeal' }).click();
    await expect.poll(status).toBe('routed');
    // 1997's Law 93C knows no referral by the director or the committee.
    expect(await page.getByRole('region', { name: 'Referral' }).count()).toBe(0);
    expect(await referralForms()).toBe(0);
  });

  it('the committee hears it and upholds the ruling, the appeal without merit (1997: a footnote to Law 92A)', async () => {
    await signInAgain('appeals-committee');
    await page.goto(caseUrl());
    expect(await referralForms()).toBe(0);
    const schedule = page.getByRole('form', { name: 'Schedule the hearing' });
    await schedule.getByLabel(/^Hearing at/).fill('2030-01-10T19:00');
    await pickMember(schedule, 'Panel', 'agnes', 'Ágnes Committee');
    await schedule.getByRole('button', { name: 'Schedule the hearing' }).click();
    await expect.poll(status).toBe('hearing scheduled');
    await pickMember(page, 'Attended', seeded.partner.name);
    await page.getByLabel('Hearing notes').fill('Both sides agree the pause was about a second.');
    await page.getByRole('button', { name: 'Record the hearing' }).click();
    await expect.poll(status).toBe('heard');
    expect(await referralForms()).toBe(0);
    const form = page.getByRole('form', { name: 'Decide the appeal' });
    expect(await form.getByTestId('meritless-law').innerText()).toBe(
      'Law 92A footnote (1997): the sponsoring organization may require forfeiture of a deposit for an appeal without merit.',
    );
    await form.getByLabel('appeal without merit (Law 92A footnote)').check();
    await pickMember(form, 'Decided by', 'agnes', 'Ágnes Committee');
    await form.getByLabel('The decision in words').fill('A one-second pause suggests nothing: the ruling stands.');
    await form.scrollIntoViewIfNeeded();
    await shot('03-committee-decides');
    await form.getByRole('button', { name: 'Record the decision' }).click();
    await expect.poll(status).toBe('decided');
    expect(await page.locator('.decision').innerText()).toBe(
      'The appeals committee upheld the ruling, appeal without merit: A one-second pause suggests nothing: the ruling stands.',
    );
  });

  it('the member appeals further to the national authority (Law 93C); the director records its decision', async () => {
    await signInAgain('member');
    await page.goto(caseUrl());
    const further = page.getByRole('form', { name: 'Appeal further' });
    await further.getByLabel('National authority (Law 93C)').fill('Slovak Bridge Union');
    await further.scrollIntoViewIfNeeded();
    await shot('04-further-appeal');
    await further.getByRole('button', { name: 'Appeal further' }).click();
    await expect.poll(status).toBe('further appeal');
    const last = page.locator('.appeal-timeline li').last();
    expect(await last.locator('.timeline-event').innerText()).toBe('Further appeal lodged');
    expect(await last.innerText()).toContain('Slovak Bridge Union (Law 93C)');
    await signInAgain('director');
    await page.goto(caseUrl());
    expect(await referralForms()).toBe(0);
    const form = page.getByRole('form', { name: "The authority's decision" });
    await form.getByLabel('National authority').fill('Slovak Bridge Union');
    await form.locator('select').first().selectOption('upheld');
    await form.getByLabel("The authority's decision in words").fill('The committee decided rightly.');
    await form.getByRole('button', { name: "Record the authority's decision" }).click();
    await expect.poll(status).toBe('final');
    await page.locator('.appeal-timeline').scrollIntoViewIfNeeded();
    await shot('05-final');
  });
});
