// Which of the site's responses server.ts keeps in memory (libs/api/src/server/response-cache.ts):
// results, history and Ulti pages and their GET queries show a function of the stored data and of
// who asks (his grants, and hand-record secrecy: whether his pair has played the board), nothing
// else. So a response is kept per viewer (the member of the session cookie, '' for a visitor) and
// URL (and Next's RSC headers and Accept-Encoding) until the club's data version changes: a
// correction, a result entered, a publication, a grant — any append or published job — starts
// afresh, and one viewer's page is never served to another. Not in the Next bundle: server.ts and
// its tests use it.
import type { IncomingMessage } from 'node:http';
import { readCookie, SESSION_COOKIE } from '@club/api';
import { responseCache, type Handler, type Site } from '@club/api/server';
import { dataVersion, resultsBehindWatch, resultsStaleAfterMs } from '@club/application';

const RESULT_PAGES = /^\/(results|history|ulti)(\/|\?|$)/;
const RESULT_QUERIES = /^(results|history|ulti)\.[A-Za-z]+$/;
/** The request headers that change what Next answers for the same URL. */
const VARY_ON = ['accept-encoding', 'rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];

function isResultsRequest(req: IncomingMessage): boolean {
  const url = req.url ?? '';
  if (url.startsWith('/api/trpc/')) return url.slice('/api/trpc/'.length).split('?', 1)[0]!.split(',').every((p) => RESULT_QUERIES.test(p));
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

export function siteResponseCache(site: Pick<Site, 'club' | 'services'>): (handler: Handler) => Handler {
  // Asked by both layers: the session lookup runs once per request.
  const viewers = new WeakMap<IncomingMessage, string>();
  const viewer = (req: IncomingMessage) => {
    let memberId = viewers.get(req);
    if (memberId === undefined) {
      memberId = site.services.auth.memberForToken(readCookie(req.headers.cookie ?? null, SESSION_COOKIE))?.memberId ?? '';
      viewers.set(req, memberId);
    }
    return memberId;
  };
  // Results pages say when results are behind (results-behind.tsx): that turns with the clock, not the data.
  const behind = resultsBehindWatch(site.club, resultsStaleAfterMs());
  const version = () => {
    const at = dataVersion(site.club);
    return behind(at) ? `${at}:behind` : at;
  };
  const cached = responseCache({ version, viewer, cacheable: isResultsRequest, varyOn: VARY_ON });
  const single = oneAtATime((req) =>
    req.method === 'GET' && isResultsRequest(req) ? [viewer(req), req.url ?? '', ...VARY_ON.map((h) => String(req.headers[h] ?? ''))].join('\u0000') : null,
  );
  return (handler) => single(cached(handler));
}
