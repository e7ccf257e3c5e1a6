// Every page route of the site (found under src/app, so a new route is crawled without editing
// this file), each parameter in turn given malformed, negative, huge and unicode values while the
// others name real things of the demo club, for a visitor and for each demo role: no page answers
// 5xx, and the server's stderr shows no error a request left unhandled.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, startSite, WEB_DIR, type RunningSite } from './site-server';
import { apiSessionCookie, seedDemoClubFile } from './demo-browser';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { codesShown, INTERNAL_CODES } from './internal-codes';
import { DEMO_ROLES as ROLES } from './role-pages';

const APP_DIR = join(WEB_DIR, 'src', 'app');

/** Path segments as sent on the wire (already percent-encoded where they need it). */
const MALFORMED = ['abc', '-1', '%ZZ', '99999999999999999999999', 'x'.repeat(500), '%F0%9F%82%A1%C3%A9%00'];

/** A real value of each parameter in the demo club, by route area where it differs. */
function validValue(route: string, param: string): string {
  // The demo director directs the Howell (his grants are scoped), so his pages get past the policy.
  if (param === 'sessionId')
    return route.startsWith('/ulti') ? 'ulti-1' : route.startsWith('/director') ? 'howell1' : 'mitchell1';
  if (param === 'leagueId') return route.startsWith('/ulti') ? 'ulti' : 'pairs';
  const values: Record<string, string> = {
    board: '1',
    section: 'A',
    table: '1',
    dealNo: '1',
    memberId: 'm1',
    appealId: 'ap1',
    tableId: 'rubber1',
  };
  const value = values[param];
  if (!value) throw new Error(`the crawl has no demo value for [${param}] in ${route}: add one`);
  return value;
}

/** Every page route under src/app, as '/results/[sessionId]/[board]'. */
function pageRoutes(dir = APP_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'api' ? [] : pageRoutes(path);
    if (name !== 'page.tsx') return [];
    return [`/${relative(APP_DIR, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/'];
  });
}

/** The route with real values (`real`), then each parameter in turn malformed. */
function addresses(route: string): { path: string; real: boolean }[] {
  const params = [...route.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
  const fill = (bad: string | null, badValue: string) =>
    route.replace(/\[(\w+)\]/g, (_, p: string) => (p === bad ? badValue : validValue(route, p)));
  if (params.length === 0)
    return [
      { path: route, real: true },
      { path: `${route}?x=%ZZ`, real: false },
    ];
  return [
    { path: fill(null, ''), real: true },
    ...params.flatMap((p) => MALFORMED.map((value) => ({ path: fill(p, value), real: false }))),
  ];
}

let site: RunningSite;
let dir: string;
const cookies = new Map<string, string>();

/** Runs `work` over `items`, `width` at a time. */
async function pool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'club-crawl-e2e-'));
  const db = join(dir, 'club.sqlite');
  seedDemoClubFile(db);
  ensureBuilt();
  site = await startSite({ db });
  for (const role of ROLES) cookies.set(role, await apiSessionCookie(site, role));
}, 300_000);

afterAll(async () => {
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('crawl of every page route with malformed parameters', () => {
  it('finds the routes with parameters, each with a demo value', () => {
    const routes = pageRoutes();
    expect(routes).toContain('/results/[sessionId]/[board]/replay/[section]/[table]');
    expect(routes).toContain('/ulti/sessions/[sessionId]/[table]/[dealNo]');
    for (const route of routes) expect(addresses(route).filter((a) => a.real)).toHaveLength(1);
  });

  it('answers no 5xx for a visitor or any role, real values with the page (or its refusal), and leaves nothing unhandled in the log', async () => {
    const viewers = ['anonymous', ...ROLES];
    const requests = pageRoutes().flatMap((route) =>
      addresses(route).flatMap((address) => viewers.map((viewer) => ({ viewer, ...address }))),
    );
    const failures: string[] = [];
    await pool(requests, 4, async ({ viewer, path, real }) => {
      const cookie = cookies.get(viewer);
      const res = await fetch(`${site.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
      await res.arrayBuffer();
      // A refusal (sign in, not your role) is a page too, or a redirect (sign-out for a visitor): real values must never be taken for malformed ones.
      if (res.status >= 500 || (real && res.status !== 200 && !(res.status >= 300 && res.status < 400)))
        failures.push(`${viewer} ${path.slice(0, 120)} → ${res.status}`);
    });
    expect(failures).toEqual([]);
    // Next prints a request's unhandled error (with its stack) on stderr; the server's own notices are not errors.
    expect(
      site
        .errors()
        .split('\n')
        .filter((line) => /error|unhandled|⨯|^\s+at /i.test(line)),
    ).toEqual([]);
  }, 240_000);

  it('shows no internal code (event type, ruling type, rectification, Ulti bid or card id) on any real page, for a visitor or any role', async () => {
    expect(INTERNAL_CODES).toEqual(
      expect.arrayContaining(['TableResultRecorded', 'weighted-adjusted-score', 'zold-O', '4-asz']),
    );
    expect(codesShown('<p>ruling (weighted-adjusted-score) <code>TableResultRecorded</code></p>')).toEqual([
      'weighted-adjusted-score',
      'TableResultRecorded',
    ]);
    const viewers = ['anonymous', ...ROLES];
    const requests = pageRoutes().flatMap((route) =>
      addresses(route)
        .filter((a) => a.real)
        .flatMap((address) => viewers.map((viewer) => ({ viewer, path: address.path }))),
    );
    const shown: string[] = [];
    await pool(requests, 4, async ({ viewer, path }) => {
      const cookie = cookies.get(viewer);
      const res = await fetch(`${site.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
      const codes = codesShown(await res.text());
      if (codes.length) shown.push(`${viewer} ${path}: ${codes.join(', ')}`);
    });
    expect(shown).toEqual([]);
  }, 120_000);

  it('answers 404 for the malformed addresses of the issue, and 400 for one that does not percent-decode, for a member', async () => {
    const member = cookies.get('member')!;
    const paths = [
      '/results/mitchell1/abc',
      '/results/mitchell1/0',
      '/results/mitchell1/-1',
      '/ulti/sessions/ulti-1/1/x',
      '/results/mitchell1/1/replay/A/x',
      `/results/${'s'.repeat(500)}`,
      '/results/%ZZ',
    ];
    const statuses = await Promise.all(
      paths.map(async (path) => [path, (await fetch(`${site.url}${path}`, { headers: { cookie: member } })).status]),
    );
    expect(statuses).toEqual(paths.map((path) => [path, path.includes('%ZZ') ? 400 : 404]));
  });
});
