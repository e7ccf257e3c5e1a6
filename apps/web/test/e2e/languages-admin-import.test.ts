// Issue 16, the club administrator's pages in the page's language, in a real browser at phone width
// on the demo club: the members page in Czech (its heading, forms, the forgotten passwords and the
// roll's buttons) and the audit of role and member changes in Hungarian, each change worded from
// the catalogue, no English left. Screenshots: ARTIFACTS/languages-admin-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, type Locale } from '../../src/i18n/locales';
import { messagesOf } from '../../src/i18n/messages';
import { openDemoSite, phoneShot, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('languages-admin-import');
  ({ site, page } = demo);
  await signInAs(page, site, 'club-admin');
}, 300_000);

afterAll(() => demo?.close());

/** Opens `path` with the language cookie the header's switcher sets. */
async function openIn(locale: Locale, path: string): Promise<void> {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: site.url }]);
  await page.goto(`${site.url}${path}`);
  await page.waitForFunction((l) => document.documentElement?.lang === l, locale);
}

/** The longest run of a message's own words, without its {values} and <tags>. */
const wordsOf = (message: string) =>
  message
    .split(/\{[^}]*\}|<[^>]*>/)
    .map((part) => part.trim())
    .reduce((longest, part) => (part.length > longest.length ? part : longest), '');

describe("the club administrator's pages in the page's language", () => {
  it('the members page in Czech: heading, forms, password requests and the roll', async () => {
    const cs = messagesOf('cs');
    await openIn('cs', '/admin/members');
    await page.getByRole('heading', { level: 1, name: cs.adminMembers.title, exact: true }).waitFor();
    const add = page.getByRole('form', { name: cs.addMember.title });
    expect(await add.getByLabel(cs.memberFields.federationId).count()).toBe(1);
    expect(await add.getByRole('button', { name: cs.addMember.submit }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: cs.passwordRequests.title }).count()).toBe(1);
    const roll = page.getByRole('list', { name: cs.adminMembers.roll, exact: true });
    expect(await roll.getByRole('button', { name: cs.memberCard.markInactive }).count()).toBeGreaterThan(0);
    expect(await roll.getByRole('button', { name: cs.memberRoles.submit }).count()).toBeGreaterThan(0);
    const text = await page.locator('main').innerText();
    for (const english of ['Add the member', 'Mark inactive', 'Grant the role', 'Forgotten passwords'])
      expect(text, english).not.toContain(english);
    await phoneShot(page, 'languages-admin-members-cs');
  });

  it('the audit of role and member changes in Hungarian: every change in its words', async () => {
    const hu = messagesOf('hu');
    await openIn('hu', '/admin/roles');
    await page.getByRole('heading', { level: 1, name: hu.adminAudit.title, exact: true }).waitFor();
    const changes = await page.getByRole('list', { name: hu.adminAudit.title }).getByRole('listitem').allInnerTexts();
    expect(changes.length).toBeGreaterThan(0);
    const worded = Object.values(hu.auditChanges)
      .map(wordsOf)
      .filter((words) => words.length > 3);
    expect(changes.filter((change) => !worded.some((words) => change.includes(words)))).toEqual([]);
    for (const english of [' granted ', ' as a member', ' edited ', ' inactive', 'The club'])
      expect(changes.join('\n'), english).not.toContain(english);
    await phoneShot(page, 'languages-admin-audit-hu');
    await openIn('en', '/admin/roles');
    await page.getByRole('heading', { level: 1, name: 'Role and member changes', exact: true }).waitFor();
  });
});
