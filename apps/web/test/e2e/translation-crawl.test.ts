// Issue 16: no page of any role shows a message key, or English the glossary does not allow, in
// Czech, Slovak, Bosnian or Hungarian. Over HTTP, without a browser (the pages are written on the
// server; a browser would take minutes): on the demo club plus a session in play (the phone-width
// crawl's world, role-pages.ts), a visitor and each demo role (signed in as the tests do, by the
// session cookie) follow the site's own links in English, from home and from the pages only a form
// or a printed address reaches (form-reached-pages.ts), each path shape up to three times; then
// every page reached is fetched again in each language (the `locale` cookie) and its shown text
// (page-text.ts) compared with the English page's at the same place (untranslated-words.ts). The
// pages not yet translated are listed in translation-pending.ts: found there, it is reported, not
// failed. A summary per language is printed.
import Database from 'better-sqlite3';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, type Locale } from '../../src/i18n/locales';
import { messagesOf } from '../../src/i18n/messages';
import { allowedWordsOf } from './allowed-words';
import { apiSessionCookie, ARTIFACTS, demoAccount } from './demo-browser';
import { FORM_REACHED_PAGES, TABLE_AT, TABLE_VIEWER } from './form-reached-pages';
import { pageText, type ShownText } from './page-text';
import { DEMO_ROLES, startRoleCrawlSite, type RoleCrawlSite } from './role-pages';
import type { RunningSite } from './site-server';
import { NOT_YET_TRANSLATED, pendingLineFor, type PendingPages } from './translation-pending';
import {
  englishLeftIn,
  messageKeysIn,
  phrasesLongestFirst,
  type AllowedWords,
  type Finding,
} from './untranslated-words';

const TRANSLATED: readonly Locale[] = ['cs', 'sk', 'bs', 'hu'];
/** Each path shape (`/results/<id>/<board>` …) is followed this many times, as in the phone-width crawl. */
const SAME_SHAPE = 3;
/** Requests in flight at once: the server renders on two cores. */
const WIDTH = 4;

let world: RoleCrawlSite | undefined;
let site: RunningSite;
/** Each viewer's session cookie ('' for a visitor). */
const sessions = new Map<string, string>();
/** The club's own strings (members', sessions', leagues' names…): data, not the site's words. */
let clubPhrases: string[] = [];

/** Every string of the club file's events that is not a code (codes are lower-case words joined by '-', '_', '.', ':'). */
function clubStrings(db: string): string[] {
  const sqlite = new Database(db, { readonly: true });
  try {
    const found = new Set<string>();
    // A session's or league's id is shown where it has no name (an Ulti evening in its league's list).
    const walk = (value: unknown, key = ''): void => {
      if (typeof value === 'string') {
        if (!/^[a-z0-9_.:-]*$/.test(value) || /^(session|league)Id$/.test(key)) found.add(value);
      } else if (Array.isArray(value)) value.forEach((v) => walk(v));
      else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => walk(v, k));
    };
    for (const { data } of sqlite.prepare('SELECT data FROM events').all() as { data: string }[])
      walk(JSON.parse(data));
    return [...found];
  } finally {
    sqlite.close();
  }
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function fetchPage(viewer: string, path: string, locale: Locale): Promise<{ status: number; html: string }> {
  const cookie = [sessions.get(viewer), `${LOCALE_COOKIE}=${locale}`].filter(Boolean).join('; ');
  const res = await fetch(`${site.url}${path}`, { headers: { cookie } });
  return { status: res.status, html: await res.text() };
}

/** A path's shape: segments holding a digit (ids, boards, tables) are alike (as role-pages.ts). */
const shapeOf = (path: string) =>
  path
    .split('/')
    .map((s) => (/\d/.test(s) ? '#' : s))
    .join('/');

interface EnglishPage {
  readonly viewer: string;
  readonly path: string;
  readonly texts: readonly ShownText[];
}

/** A viewer's pages in English, following the site's links breadth-first from home (as eachRolePage does in the browser) and from the pages only a form reaches. */
async function crawlEnglish(viewer: string): Promise<EnglishPage[]> {
  const starts = ['/', ...(FORM_REACHED_PAGES[viewer] ?? [])];
  const queued = new Set(starts);
  const shapes = new Map<string, number>();
  const queue = [...starts];
  const pages: EnglishPage[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const { status, html } = await fetchPage(viewer, path, 'en');
    if (status !== 200) continue;
    const { texts, links } = pageText(html);
    pages.push({ viewer, path, texts });
    for (const link of links.map((l) => l.split('#')[0]!)) {
      if (queued.has(link) || link.startsWith('/sign-out') || link.startsWith('/api/')) continue;
      queued.add(link);
      const seen = shapes.get(shapeOf(link)) ?? 0;
      if (seen >= SAME_SHAPE) continue;
      shapes.set(shapeOf(link), seen + 1);
      queue.push(link);
    }
  }
  return pages;
}

interface PageFindings {
  readonly viewer: string;
  readonly path: string;
  readonly locale: Locale;
  readonly findings: readonly Finding[];
  readonly pending: PendingPages | undefined;
}

beforeAll(async () => {
  world = await startRoleCrawlSite('translations');
  site = world.site;
  // The demo accounts' e-mail addresses (the administrator's roll shows them) are the club's data too.
  const emails = DEMO_ROLES.map((role) => demoAccount(site, role).email);
  clubPhrases = phrasesLongestFirst([...clubStrings(join(world.dir, 'club.sqlite')), ...emails]);
  sessions.set('visitor', '');
  for (const role of DEMO_ROLES) sessions.set(role, await apiSessionCookie(site, role));
  sessions.set(TABLE_VIEWER, await tableSignedIn());
}, 300_000);

/**
 * A table's phone, signed in with its table code: the demo director reads the codes of his session
 * open for entry at the tables (his sheet), and table A2 signs in with the code its card prints.
 */
async function tableSignedIn(): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ sessionId: TABLE_AT.sessionId }));
  const sheet = await fetch(`${site.url}/api/trpc/director.tableCodes?input=${input}`, {
    headers: { cookie: sessions.get('director')! },
  });
  expect(sheet.status, 'director.tableCodes').toBe(200);
  const { codes } = (
    (await sheet.json()) as { result: { data: { codes: { section: string; table: number; code: string }[] } } }
  ).result.data;
  const card = codes.find((c) => c.section === TABLE_AT.section && c.table === TABLE_AT.table);
  if (!card) throw new Error(`no code for table ${TABLE_AT.section}${TABLE_AT.table} of ${TABLE_AT.sessionId}`);
  const signedIn = await fetch(`${site.url}/api/trpc/table.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ code: card.code }),
  });
  expect(signedIn.status, 'table.signIn').toBe(200);
  return (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
}

afterAll(async () => {
  await world?.stop();
});

describe('every page of every role in every language', () => {
  it('shows no message key, and no English the glossary does not allow, but on the pages not yet translated', async () => {
    const namespaces = Object.keys(messagesOf('en'));
    const allowed = new Map<Locale, AllowedWords>(
      TRANSLATED.map((locale) => [locale, { words: allowedWordsOf(locale), phrases: clubPhrases }]),
    );

    const started = Date.now();
    const english = (await Promise.all([...sessions.keys()].map(crawlEnglish))).flat();
    const crawled = Date.now();
    expect(english.length, 'pages reached in English').toBeGreaterThan(sessions.size * 3);
    const formReached = Object.entries(FORM_REACHED_PAGES).flatMap(([viewer, paths]) =>
      paths.map((path) => `${viewer} ${path}`),
    );
    expect(
      formReached.filter((page) => !english.some((p) => `${p.viewer} ${p.path}` === page)),
      'the form-reached pages answer in English',
    ).toEqual([]);
    // The English pages themselves show no key.
    expect(
      english.flatMap((p) => messageKeysIn(p.texts, namespaces).map((f) => `${p.viewer} ${p.path}: ${f.text}`)),
    ).toEqual([]);

    const results: PageFindings[] = [];
    const refused: string[] = [];
    const requests = english.flatMap((page) => TRANSLATED.map((locale) => ({ page, locale })));
    await pool(requests, WIDTH, async ({ page, locale }) => {
      const { status, html } = await fetchPage(page.viewer, page.path, locale);
      if (status !== 200) {
        refused.push(`${page.viewer} ${page.path} (${locale}) → ${status}`);
        return;
      }
      const { texts } = pageText(html);
      const findings = [...messageKeysIn(texts, namespaces), ...englishLeftIn(texts, page.texts, allowed.get(locale)!)];
      results.push({ ...page, locale, findings, pending: pendingLineFor(page.path, locale) });
    });
    expect(refused, 'every page answers in every language as in English').toEqual([]);

    console.log(summary(english.length, results));
    console.log(
      `  took ${((crawled - started) / 1000).toFixed(0)} s in English, ${((Date.now() - crawled) / 1000).toFixed(0)} s in the four languages`,
    );
    // Every finding, page by page, for whoever translates next.
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(
      join(ARTIFACTS, 'translation-crawl.json'),
      JSON.stringify(
        results.filter((r) => r.findings.length > 0).map((r) => ({ ...r, pending: r.pending?.pages ?? null })),
        null,
        1,
      ),
    );
    const unlisted = results
      .filter((r) => r.findings.length > 0 && r.pending === undefined)
      .flatMap((r) =>
        r.findings.map(
          (f) => `${r.locale} ${r.viewer} ${r.path} ${f.path}: ${f.kind} ${f.words.join(', ')} in "${f.text}"`,
        ),
      );
    expect(unlisted, 'untranslated words on pages not listed in translation-pending.ts').toEqual([]);
  }, 600_000);
});

/** Per language: pages, pages with findings (listed or not), keys and English runs, the commonest English words; and the list's lines now clean. */
function summary(pages: number, results: readonly PageFindings[]): string {
  const lines = [
    `translation crawl: ${pages} pages in English (visitor and ${DEMO_ROLES.length} roles), each in ${TRANSLATED.join(', ')}`,
  ];
  for (const locale of TRANSLATED) {
    const of = results.filter((r) => r.locale === locale);
    const flagged = of.filter((r) => r.findings.length > 0);
    const findings = flagged.flatMap((r) => r.findings);
    const words = new Map<string, number>();
    for (const f of findings) if (f.kind === 'English') for (const w of f.words) words.set(w, (words.get(w) ?? 0) + 1);
    const top = [...words]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([w, n]) => `${w} ×${n}`);
    lines.push(
      `  ${locale}: ${of.length} pages, ${flagged.length} with findings (${flagged.filter((r) => !r.pending).length} not on the pending list); ` +
        `${findings.filter((f) => f.kind === 'message key').length} message keys, ${findings.filter((f) => f.kind === 'English').length} English runs` +
        (top.length ? `; commonest: ${top.join(', ')}` : ''),
    );
    const byLine = new Map<string, number>();
    for (const r of flagged) if (r.pending) byLine.set(r.pending.pages, (byLine.get(r.pending.pages) ?? 0) + 1);
    for (const [pages, n] of byLine) lines.push(`    ${pages}: ${n} pages not yet translated`);
  }
  const clean = NOT_YET_TRANSLATED.filter(
    (line) => !results.some((r) => r.pending === line && r.findings.length > 0),
  ).map((line) => line.pages);
  if (clean.length) lines.push(`  clean now, can come off the list in translation-pending.ts: ${clean.join(', ')}`);
  return lines.join('\n');
}
