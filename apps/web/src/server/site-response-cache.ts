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
import { dataVersion } from '@club/application';

const RESULT_PAGES = /^\/(results|history|ulti)(\/|\?|$)/;
const RESULT_QUERIES = /^(results|history|ulti)\.[A-Za-z]+$/;
/** The request headers that change what Next answers for the same URL. */
const VARY_ON = ['accept-encoding', 'rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];

function isResultsRequest(req: IncomingMessage): boolean {
  const url = req.url ?? '';
  if (url.startsWith('/api/trpc/')) return url.slice('/api/trpc/'.length).split('?', 1)[0]!.split(',').every((p) => RESULT_QUERIES.test(p));
  return RESULT_PAGES.test(url);
}

export function siteResponseCache(site: Pick<Site, 'club' | 'services'>): (handler: Handler) => Handler {
  return responseCache({
    version: () => dataVersion(site.club),
    viewer: (req) => site.services.auth.memberForToken(readCookie(req.headers.cookie ?? null, SESSION_COOKIE))?.memberId ?? '',
    cacheable: isResultsRequest,
    varyOn: VARY_ON,
  });
}
