// Which of the site's responses server.ts keeps in memory (./response-cache.ts):
// results, history and Ulti pages and their GET queries show a function of the stored data and of
// who asks (his grants, and hand-record secrecy: whether his pair has played the board), nothing
// else. So a response is kept per viewer (the member of the session cookie, '' for a visitor, and the
// language he chose, the `locale` cookie) and URL (and Next's RSC headers, Accept-Encoding and
// Accept-Language: the page's language and the style times are written in), and one viewer's page is never served to
// another. It is kept until a change touches what it shows, named from its URL (subjectsOf): a
// session's pages and queries depend on that session, a history on that member's (and on Ulti), the lists on
// any session; a result entered in one session leaves the other sessions' pages kept
// (@club/application's dataChanges names what each change touches). Not in the Next bundle:
// server.ts and its tests use it.
import type { IncomingMessage } from 'node:http';
import { readCookie, SESSION_COOKIE } from '@club/auth';
import { LOCALE_COOKIE } from '../i18n/locales';
import { cacheSubject, dataChanges, resultsBehindWatch, resultsStaleAfterMs } from '@club/application';
import type { Site } from './open-site';
import { ANY_CHANGE, responseCache, type Handler } from './response-cache';

const RESULT_PAGES = /^\/(results|history|ulti)(\/|\?|$)/;
const RESULT_QUERIES = /^(results|history|ulti)\.[A-Za-z]+$/;
/** The request headers that change what Next answers for the same URL (Accept-Language: the page's language and the style times are written in). */
const VARY_ON = [
  'accept-encoding',
  'accept-language',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];

/** A path segment as the page reads it, or null when it does not decode. */
function segment(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** What a results, history or Ulti page shows: from its path (`viewer` for the signed-in member's own history). */
function pageSubjects(path: string, viewer: string): string[] {
  const [area, first] = path.split('/').slice(1);
  if (area === 'results') {
    if (first === undefined || first === '') return [cacheSubject.lists];
    const sessionId = segment(first);
    return sessionId === null ? [ANY_CHANGE] : [cacheSubject.session(sessionId)];
  }
  if (area === 'history') {
    const memberId = first === undefined || first === '' ? viewer : segment(first);
    // A history page shows the member's Ulti sessions too.
    return memberId === null ? [ANY_CHANGE] : [cacheSubject.history(memberId), cacheSubject.ulti];
  }
  if (area === 'ulti') return [cacheSubject.ulti];
  return [ANY_CHANGE];
}

/** What a results, history or Ulti query shows, from its procedure and input. */
function querySubjects(procedure: string, input: unknown, viewer: string): string[] {
  const given = (name: string) =>
    typeof input === 'object' && input !== null && typeof (input as Record<string, unknown>)[name] === 'string'
      ? ((input as Record<string, unknown>)[name] as string)
      : null;
  if (procedure === 'results.latest') return [cacheSubject.lists];
  if (procedure.startsWith('results.')) {
    const sessionId = given('sessionId');
    return sessionId === null ? [ANY_CHANGE] : [cacheSubject.session(sessionId)];
  }
  if (procedure === 'history.player') return [cacheSubject.history(given('memberId') ?? viewer)];
  if (procedure.startsWith('ulti.')) return [cacheSubject.ulti];
  return [ANY_CHANGE];
}

/**
 * The subjects a kept response depends on, from its URL: `/api/trpc/<procedures>?input=` (one
 * input, or `batch=1` with one input per procedure) or a page path. Unknown: ANY_CHANGE.
 */
export function subjectsOf(url: string, viewer: string): string[] {
  const [path = '', query = ''] = url.split('?', 2);
  if (!path.startsWith('/api/trpc/')) return pageSubjects(path.split('#', 1)[0]!, viewer);
  const procedures = path.slice('/api/trpc/'.length).split(',');
  const params = new URLSearchParams(query);
  let input: unknown;
  try {
    input = params.has('input') ? JSON.parse(params.get('input')!) : undefined;
  } catch {
    return [ANY_CHANGE];
  }
  const batch = params.get('batch') === '1';
  const subjects = procedures.flatMap((p, i) =>
    querySubjects(p, batch ? (input as Record<string, unknown> | undefined)?.[String(i)] : input, viewer),
  );
  return [...new Set(subjects)];
}

export interface SiteResponseCacheOptions {
  /** Bytes kept in all (default 64 MiB: CLUB_RESPONSE_CACHE_BYTES in server.ts). */
  readonly maxBytes?: number;
  /** The largest response kept (default 1 MiB: CLUB_RESPONSE_CACHE_ENTRY_BYTES in server.ts). */
  readonly maxEntryBytes?: number;
  /** Results count as behind past this (default: CLUB_RESULTS_STALE_MS's default; server.ts passes the setting). */
  readonly resultsStaleAfterMs?: number;
}

function isResultsRequest(req: IncomingMessage): boolean {
  const url = req.url ?? '';
  if (url.startsWith('/api/trpc/'))
    return url
      .slice('/api/trpc/'.length)
      .split('?', 1)[0]!
      .split(',')
      .every((p) => RESULT_QUERIES.test(p));
  return RESULT_PAGES.test(url);
}

/**
 * One response at a time per key: when the results are published (or change) and many ask for the
 * same page at once, the first request renders it and the others wait for it, then are answered
 * from the cache — instead of every one of them rendering the same page (a stampede that on two
 * cores costs seconds). A request whose first one was not kept (a refusal) is then handled itself.
 */
function oneAtATime(keyOf: (req: IncomingMessage) => string | null): (handler: Handler) => Handler {
  const waiting = new Map<string, (() => void)[]>();
  return (handler) => (req, res) => {
    const key = keyOf(req);
    if (key === null) return handler(req, res);
    const queue = waiting.get(key);
    if (queue) {
      queue.push(() => handler(req, res));
      return;
    }
    waiting.set(key, []);
    // 'close' comes after the response is sent, or when the client went away before it was.
    res.once('close', () => {
      const next = waiting.get(key) ?? [];
      waiting.delete(key);
      for (const go of next) go();
    });
    handler(req, res);
  };
}

export function siteResponseCache(
  site: Pick<Site, 'club' | 'services'>,
  options: SiteResponseCacheOptions = {},
): (handler: Handler) => Handler {
  // Asked by both layers: the session is looked up once per request, before either asks (below).
  const viewers = new WeakMap<IncomingMessage, string>();
  const viewer = (req: IncomingMessage) => {
    const memberId = viewers.get(req);
    if (memberId === undefined)
      throw new Error(`the viewer of ${req.url ?? ''} was not looked up before it was served`);
    return memberId;
  };
  // A page in another language is another page: the chosen language is part of whose it is.
  const reader = (req: IncomingMessage) =>
    `${viewer(req)}\u0000${readCookie(req.headers.cookie ?? null, LOCALE_COOKIE) ?? ''}`;
  const changes = dataChanges(site.club);
  // Results pages say when results are behind (results-behind.tsx), and its "last computed" moves
  // with any job: while the notice shows, and when it appears or goes, every change drops everything.
  const behind = resultsBehindWatch(site.club, resultsStaleAfterMs(options.resultsStaleAfterMs));
  let wasBehind = false;
  const cached = responseCache({
    changes: () => {
      const changed = changes.next();
      const isBehind = behind();
      const flipped = isBehind !== wasBehind;
      wasBehind = isBehind;
      return flipped || (isBehind && changed !== null) ? 'everything' : changed;
    },
    subjects: (req) => subjectsOf(req.url ?? '', viewer(req)),
    viewer: reader,
    cacheable: isResultsRequest,
    varyOn: VARY_ON,
    ...options,
  });
  const single = oneAtATime((req) =>
    req.method === 'GET' && isResultsRequest(req)
      ? [reader(req), req.url ?? '', ...VARY_ON.map((h) => String(req.headers[h] ?? ''))].join('\u0000')
      : null,
  );
  return (handler) => {
    const serve = single(cached(handler));
    return (req, res) => {
      if (req.method !== 'GET' || !isResultsRequest(req)) return serve(req, res);
      site.services.auth.memberForToken(readCookie(req.headers.cookie ?? null, SESSION_COOKIE)).then(
        (member) => {
          viewers.set(req, member?.memberId ?? '');
          serve(req, res);
        },
        (error: unknown) => {
          res.statusCode = 503;
          res.end(`sign-ins cannot be read: ${(error as Error).message}`);
        },
      );
    };
  };
}
