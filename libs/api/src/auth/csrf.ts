// CSRF protection for mutations by checking the request's origin (OWASP's "verify origin with
// standard headers"): browsers always send Origin on a cross-site POST, and Sec-Fetch-Site on
// every request, and a page cannot forge either. Together with SameSite=Lax session cookies this
// refuses any mutation another site's page triggers. No token to carry, so server-rendered
// pages and the tRPC client need no extra state.

export interface MutationRequestHeaders {
  readonly origin: string | null;
  readonly secFetchSite: string | null;
  /** The Host header (or X-Forwarded-Host behind a trusted proxy). */
  readonly host: string | null;
}

export type CsrfVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** allowedOrigins: extra origins (scheme://host[:port]) the site is served under, e.g. behind a proxy. */
export function checkMutationOrigin(headers: MutationRequestHeaders, allowedOrigins: readonly string[] = []): CsrfVerdict {
  const { origin, secFetchSite, host } = headers;
  if (origin && origin !== 'null') {
    if (allowedOrigins.includes(origin)) return { ok: true };
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return { ok: false, reason: `Origin '${origin}' is not a valid origin` };
    }
    if (host && originHost === host.toLowerCase()) return { ok: true };
    return { ok: false, reason: `a change was sent from '${origin}', not from this site${host ? ` (${host})` : ''}` };
  }
  if (secFetchSite === 'same-origin') return { ok: true };
  if (secFetchSite) return { ok: false, reason: `a change was sent from another site (Sec-Fetch-Site: ${secFetchSite})` };
  return { ok: false, reason: 'a change must come from this site\'s pages (the request has neither Origin nor Sec-Fetch-Site)' };
}
