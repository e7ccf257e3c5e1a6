// Issue 16, refusals in the page's language, in a real browser on the demo club: a visitor who
// opens the director's page in Czech is refused in Czech (a page's refusal: the API's policy
// refusal, its code put in words on the server), and a wrong password on the sign-in form in
// Hungarian is refused in Hungarian (a form's refusal: the auth engine's code, put in words in the
// browser). A member who opens a session or an appeal the club does not have is told so in Czech (the
// API's NOT_FOUND, its code and params put in words). English pages keep the engines' own words
// (roles.test.ts). Screenshots: ARTIFACTS/languages-refusal-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/i18n/locales';
import { messagesOf } from '../../src/i18n/messages';
import { apiSessionCookie, openDemoSite, phoneShot, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('languages-refusals');
  ({ site, page } = demo);
}, 300_000);

afterAll(() => demo?.close());

const alert = () => page.locator('main [role="alert"]');

/** The page's language from now on, as the header's switcher leaves it: the `locale` cookie. */
async function speak(locale: Locale): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: locale, url: site.url }]);
}

describe('refusals in the page language', () => {
  it("a page's refusal in Czech: the director's page asks a visitor to sign in", async () => {
    await speak('cs');
    await page.goto(`${site.url}/director`);
    const text = await alert().innerText();
    expect(text).toContain(messagesOf('cs').refusals.api['sign-in-first']);
    expect(text).not.toContain(messagesOf('en').refusals.api['sign-in-first']);
    expect(await alert().getByRole('link').innerText(), 'the way out too').toBe(messagesOf('cs').nav.signIn);
    await phoneShot(page, 'languages-refusal-cs');
  });

  it("a form's refusal in Hungarian: a wrong password on the sign-in form", async () => {
    await speak('hu');
    const words = messagesOf('hu');
    await page.goto(`${site.url}/sign-in`);
    await page.getByLabel(words.signIn.email).fill('member@demo.club');
    await page.getByLabel(words.signIn.password).fill('not the password');
    await page.getByLabel(words.signIn.password).press('Enter');
    await expect.poll(() => alert().innerText()).toBe(words.refusals.auth['wrong-email-or-password']);
    expect(words.refusals.auth['wrong-email-or-password']).not.toBe(
      messagesOf('en').refusals.auth['wrong-email-or-password'],
    );
    await phoneShot(page, 'languages-refusal-hu');
  });

  it("a page's not-found in Czech: a session and an appeal the club does not have", async () => {
    await speak('cs');
    const [name = '', value = ''] = (await apiSessionCookie(site, 'member')).split('=');
    await page.context().addCookies([{ name, value, url: site.url }]);
    const cs = messagesOf('cs').refusals.api;
    await page.goto(`${site.url}/results/nosuchsession`);
    expect(await alert().innerText()).toContain(cs['session-unknown'].replace('{sessionId}', 'nosuchsession'));
    await page.goto(`${site.url}/appeals/nosuchappeal`);
    expect(await alert().innerText()).toContain(cs['appeal-unknown'].replace('{appealId}', 'nosuchappeal'));
    expect(await alert().innerText()).not.toContain('does not exist');
    await phoneShot(page, 'languages-refusal-not-found-cs');
    await page.context().clearCookies({ name });
  });
});
