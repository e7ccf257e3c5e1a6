// What every procedure gets: the services, the signed-in member (from the session cookie), the
// CSRF verdict for mutations, the client's address for sign-in throttling, and a way to set the
// session cookie on the response.
import {
  checkMutationOrigin,
  readCookie,
  SESSION_COOKIE,
  TABLE_COOKIE,
  type TableSeat,
  type AuthStore,
  type CsrfVerdict,
  type SignedInMember,
} from '@club/auth';
import type { FederationViews, SiteUseCases } from '@club/application';

export interface ApiServices {
  readonly auth: AuthStore;
  /** The application's use cases over the club (what every procedure calls). */
  readonly site: SiteUseCases;
  /** The federation's views across the clubs of the database (a site on PostgreSQL); absent: none. */
  readonly federation?: FederationViews;
  /** Origins the site is served under besides its own Host (e.g. behind a proxy). */
  readonly allowedOrigins?: readonly string[];
  /** Take the client address from X-Forwarded-For (only behind a proxy you trust). Default true: `next start` sets it. */
  readonly trustForwardedFor?: boolean;
}

export interface ApiContext {
  readonly services: ApiServices;
  readonly member: SignedInMember | null;
  readonly sessionToken: string | null;
  /** The table the request's table sign-in (its cookie) is for, or null. */
  readonly table: TableSeat | null;
  readonly csrf: CsrfVerdict;
  readonly clientAddress: string;
  /** How many calls came in this HTTP request (a tRPC batch); 1 for a single call. */
  readonly batchSize: number;
  /** Served over https: cookies get Secure. */
  readonly secure: boolean;
  setCookie(header: string): void;
}

/** The client address: the last X-Forwarded-For entry, the one added by the server in front of us. */
function clientAddressOf(headers: Headers, trust: boolean): string {
  const forwarded = trust ? headers.get('x-forwarded-for') : null;
  const last = forwarded
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return last ?? 'unknown';
}

/** Who a request's cookies sign in: the member of the session cookie and the table of the table cookie. */
async function signedInBy(services: ApiServices, headers: Headers) {
  const cookie = headers.get('cookie');
  const sessionToken = readCookie(cookie, SESSION_COOKIE) ?? null;
  const [member, table] = await Promise.all([
    services.auth.memberForToken(sessionToken),
    services.auth.tableCodes.seatForToken(readCookie(cookie, TABLE_COOKIE)),
  ]);
  return { member, sessionToken, table };
}

/** The context for an HTTP request (the fetch adapter's createContext, or the Node adapter's in server.ts). */
export async function createRequestContext(
  services: ApiServices,
  request: Pick<Request, 'headers' | 'url'>,
  responseHeaders: Pick<Headers, 'append'>,
  /** The adapter's request info: the calls of a batch. */
  info?: { readonly calls: readonly unknown[] },
): Promise<ApiContext> {
  const headers = request.headers;
  const proto = headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return {
    services,
    ...(await signedInBy(services, headers)),
    csrf: checkMutationOrigin(
      {
        origin: headers.get('origin'),
        secFetchSite: headers.get('sec-fetch-site'),
        host: headers.get('x-forwarded-host') ?? headers.get('host'),
        scheme: proto,
      },
      services.allowedOrigins,
    ),
    clientAddress: clientAddressOf(headers, services.trustForwardedFor ?? true),
    batchSize: info?.calls.length ?? 1,
    secure: proto === 'https',
    setCookie: (header) => responseHeaders.append('set-cookie', header),
  };
}

/** The context for server components calling the router directly: reads only, no cookies set. */
export async function createServerComponentContext(services: ApiServices, headers: Headers): Promise<ApiContext> {
  return {
    services,
    ...(await signedInBy(services, headers)),
    csrf: { ok: false, reason: 'server components may only read', code: 'csrf-read-only', params: {} },
    clientAddress: 'server',
    batchSize: 1,
    secure: false,
    setCookie: () => {
      throw new Error('server components cannot set cookies: sign in and out through /api/trpc');
    },
  };
}
