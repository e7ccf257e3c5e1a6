// What every browser test sets up: a club file seeded with the demo club, and Debian's chromium
// (never a downloaded browser; CLUB_CHROMIUM, default /usr/bin/chromium) headless at phone size with a fresh profile.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTranslator } from 'next-intl';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { readSettings } from '@club/settings';
import { expect } from 'vitest';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { messagesOf } from '../../src/i18n/messages';
import { ensureBuilt, startSite, WEB_DIR, type RunningSite } from './site-server';

export const ROOT = resolve(WEB_DIR, '../..');
export const ARTIFACTS = join(WEB_DIR, 'test-artifacts');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * `club demo --db FILE`, as `npm start` seeds an empty club. Under `npm test`, a copy of the demo club
 * the run seeded once (CLUB_TEST_DEMO_CLUB, tools/scripts/test-demo-club.mjs): the seed is the same
 * every time (the demo's own clock), and seeding takes about ten seconds a file.
 */
export function seedDemoClubFile(db: string): void {
  const seededOnce = process.env['CLUB_TEST_DEMO_CLUB'];
  if (seededOnce) {
    copyFileSync(seededOnce, db);
    return;
  }
  const seeded = spawnSync(process.execPath, ['apps/cli/bin/club.mjs', 'demo', '--db', db], {
    cwd: ROOT,
    encoding: 'utf8',
    // As the run's shared demo club is seeded: its boards solved double dummy.
    env: { ...process.env, CLUB_QUEUE: 'in-process', CLUB_DOUBLE_DUMMY: 'on' },
  });
  if (seeded.status !== 0) throw new Error(`club demo failed: ${seeded.stderr}`);
}

/**
 * Chromium at 390×844 with its profile in `profileDir`; screenshots go to ARTIFACTS (created here).
 * `locale`: the browser's language (its Accept-Language, the style times are written in).
 */
export function launchPhoneBrowser(
  profileDir: string,
  options: { readonly acceptDownloads?: boolean; readonly locale?: string } = {},
): Promise<BrowserContext> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launchPersistentContext(profileDir, {
    executablePath: readSettings(process.env).chromium,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    ...options,
  });
}

/**
 * Debian's chromium headless, for several people at once: each gets a phone-sized page of his own
 * context (his own cookies and storage) from `phonePage`.
 */
export function launchChromium(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({ executablePath: readSettings(process.env).chromium, args: CHROMIUM_ARGS });
}

/** A page at 390×844 in a fresh context of `browser`: one person's phone. */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return context.newPage();
}

export interface DemoSite {
  readonly dir: string;
  readonly site: RunningSite;
  readonly context: BrowserContext;
  readonly page: Page;
  close(): Promise<void>;
}

/**
 * The demo club seeded into a fresh file in a temporary folder `dir` (`prepare` may add to it before
 * the site starts), and the built site serving it.
 */
export async function startDemoClub(
  name: string,
  options: {
    readonly prepare?: (db: string) => Promise<void>;
    readonly env?: Readonly<Record<string, string>>;
  } = {},
): Promise<{ readonly dir: string; readonly site: RunningSite }> {
  const dir = mkdtempSync(join(tmpdir(), `club-${name}-e2e-`));
  const db = join(dir, 'club.sqlite');
  seedDemoClubFile(db);
  await options.prepare?.(db);
  ensureBuilt();
  const site = await startSite({ db, ...(options.env ? { env: options.env } : {}) });
  return { dir, site };
}

/**
 * A browser test's world: the demo club seeded into a fresh file in a temporary folder (`prepare`
 * may add to it before the site starts), the built site serving it, and one phone-sized page.
 */
export async function openDemoSite(
  name: string,
  options: {
    readonly acceptDownloads?: boolean;
    readonly prepare?: (db: string) => Promise<void>;
    /** Settings for the site (e.g. CLUB_TIME_ZONE). */
    readonly env?: Readonly<Record<string, string>>;
    readonly locale?: string;
  } = {},
): Promise<DemoSite> {
  const { dir, site } = await startDemoClub(name, options);
  const context = await launchPhoneBrowser(join(dir, 'chromium'), {
    ...(options.acceptDownloads ? { acceptDownloads: true } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const page = await context.newPage();
  return {
    dir,
    site,
    context,
    page,
    async close() {
      await context.close();
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** On the import page, checks the results file at `path` and waits until the check is done (`steps` of it). */
export async function importChecked(page: Page, site: RunningSite, path: string, steps: number): Promise<void> {
  await page.goto(`${site.url}/admin/import`);
  await page.getByLabel('PBN or USEBIO file').setInputFiles(path);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect
    .poll(() => page.locator('.import-progress label').first().innerText(), { timeout: 60_000 })
    .toContain(`done (${steps} of ${steps})`);
}

/** The demo account the server printed for `role` ("  <label> <role>@… password: …"). */
export function demoAccount(site: RunningSite, role: string): { readonly email: string; readonly password: string } {
  const match = new RegExp(`^\\s+.+?\\s+(${role}@\\S+)\\s+password: (\\S+)$`, 'm').exec(site.output());
  if (!match) throw new Error(`the server printed no ${role} account`);
  return { email: match[1]!, password: match[2]! };
}

/** The session cookie (`name=value`) of the demo account for `role`, signed in over the API (no browser). */
export async function apiSessionCookie(site: RunningSite, role: string): Promise<string> {
  const { email, password } = demoAccount(site, role);
  const res = await fetch(`${site.url}/api/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status, `${role} signs in`).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** Signs in with the demo account the server printed for `role`, whatever language the page is in (the fields by name, the form's own button). */
export async function signInAs(page: Page, site: RunningSite, role: string): Promise<void> {
  const { email, password } = demoAccount(site, role);
  await page.goto(`${site.url}/sign-in`);
  const form = page.locator('main form');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await page.getByTestId('who').waitFor();
}

/**
 * What does not fit the phone's width on the page as it is: the page itself scrolling sideways, and
 * every element whose box passes the viewport's right edge (cut off, e.g. under `overflow: hidden`)
 * unless it lies in a container that scrolls sideways and itself fits (a wide table in
 * `.table-scroll`: the rest is one swipe away, the first column stays). Empty when all fits.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(SIDEWAYS_OVERFLOW);
}

// Sent as text: a compiled function would carry the transpiler's helpers (`__name`) into the page.
const SIDEWAYS_OVERFLOW = `(() => {
  const width = document.documentElement.clientWidth;
  const problems = [];
  if (document.documentElement.scrollWidth > width) problems.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' px wide in ' + width + ' px');
  const inScroller = (e) => {
    for (let up = e.parentElement; up && up !== document.body; up = up.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return true;
    return false;
  };
  const sticksOut = (e) => e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().right > width + 0.5;
  for (const e of document.body.querySelectorAll('*')) {
    if (!sticksOut(e) || inScroller(e)) continue;
    // The innermost offender only: its ancestors stick out because of it.
    if (Array.from(e.children).some(sticksOut)) continue;
    const classes = typeof e.className === 'string' && e.className.trim() ? '.' + e.className.trim().split(/\\s+/).join('.') : '';
    problems.push(e.tagName.toLowerCase() + classes + ' "' + (e.textContent || '').trim().slice(0, 40) + '" ends at ' + Math.round(e.getBoundingClientRect().right) + ' px of ' + width);
  }
  return problems;
})()`;

/** Asserts that nothing on the page scrolls sideways or is cut off at the phone's width. */
export async function expectFitsPhone(page: Page): Promise<void> {
  expect(await sidewaysOverflow(page), `${page.url()} at phone width`).toEqual([]);
}

/** A page every browser test keeps: asserted to fit the phone's width, then saved as ARTIFACTS/<name>.png. */
export async function phoneShot(page: Page, name: string): Promise<void> {
  await expectFitsPhone(page);
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * A page kept for an issue's note: checked to fit the phone and saved as ARTIFACTS/<prefix>-<name>.png,
 * and as docs/screenshots/<issue>/<prefix>-<name>.png (the page whole, or only `part` of it).
 */
export async function issueShot(
  page: Page,
  issue: string,
  prefix: string,
  name: string,
  part?: Locator | 'top',
): Promise<void> {
  await phoneShot(page, `${prefix}-${name}`);
  const dir = join(ROOT, 'docs/screenshots', issue);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${prefix}-${name}.png`);
  // 'top': the page's first screens only (a long list's top).
  if (part === 'top') {
    const clip = { x: 0, y: 0, width: page.viewportSize()!.width, height: 1400 };
    await page.screenshot({ path, fullPage: true, clip });
  } else await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
}

/** The instants of the <time> elements in `scope`, as written in their datetime attributes. */
export function instantsIn(scope: Locator): Promise<string[]> {
  return scope.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
}

/** Chooses a member in the member picker named `label`: types `typed` (part of a name) and taps `name` in the list. */
export async function pickMember(scope: Page | Locator, label: string, typed: string, name = typed): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(typed);
  await scope.getByRole('option', { name, exact: true }).click();
}

/** The demo club's members m01 to m12 (bridge-demo.ts), by name: six pairs of the small Mitchell. */
export const DEMO_PAIRS = [
  ['Anna Kovács', 'Béla Kovács'],
  ['Csilla Kovács', 'Dávid Kovács'],
  ['Eszter Kovács', 'Ferenc Kovács'],
  ['Gabi Kovács', 'Hanna Kovács'],
  ['István Kovács', 'Judit Kovács'],
  ['Károly Kovács', 'Lili Kovács'],
] as const;

/**
 * A signed-in director opens a 3-table Mitchell (2 boards a round, six pairs of members) and starts
 * round 1. `startsAt`: the start typed (a datetime-local value, the club's wall clock), else the form's.
 */
export async function openSmallMitchell(
  page: Page,
  site: RunningSite,
  sessionId: string,
  name: string,
  startsAt?: string,
  boardsPerRound = 2,
): Promise<void> {
  await page.goto(`${site.url}/director/new`);
  const { form, controls, session } = await directorWords(page);
  await page.getByLabel(form('sessionId')).fill(sessionId);
  await page.getByLabel(form('name')).fill(name);
  if (startsAt !== undefined)
    await page.getByLabel(form('startsAt', { zone: '' }).split('(')[0]!.trim()).fill(startsAt);
  await page.getByLabel(form('tables')).fill('3');
  await page.getByLabel(form('boardsPerRound')).fill(String(boardsPerRound));
  for (const [i, pair] of DEMO_PAIRS.entries())
    for (const name of pair) await pickMember(page, form('pair', { n: i + 1 }), name);
  await page.getByRole('button', { name: form('open') }).click();
  await page.getByRole('heading', { level: 2, name }).waitFor();
  await page.getByRole('button', { name: controls('startRound', { round: 1 }) }).click();
  await page
    .getByTestId('session-state')
    .filter({ hasText: session('roundInPlay', { round: 1, rounds: 3 }) })
    .waitFor();
}

/** The director's desk's words in the language `page` is shown in (its <html lang>). */
export async function directorWords(page: Page) {
  const lang = await page.locator('html').getAttribute('lang');
  const locale: Locale = LOCALES.find((l) => l === lang) ?? 'en';
  const messages = messagesOf(locale);
  return {
    form: createTranslator({ locale, messages, namespace: 'directorOpenSession' }),
    controls: createTranslator({ locale, messages, namespace: 'directorControls' }),
    session: createTranslator({ locale, messages, namespace: 'directorSession' }),
  };
}
