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
  /** The scheme the request came over ('http' or 'https', X-Forwarded-Proto behind a trusted proxy). */
  readonly scheme: string;
}

/** Why a change was refused, as a code the site words in the page's language (`refusals.api.<code>`). */
export type CsrfRefusalCode =
  'csrf-origin-invalid' | 'csrf-other-origin' | 'csrf-other-site' | 'csrf-no-origin' | 'csrf-read-only';

export type CsrfVerdict =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** In English, for the logs and English pages. */
      readonly reason: string;
      readonly code: CsrfRefusalCode;
      readonly params: Readonly<Record<string, string>>;
    };

/** allowedOrigins: extra origins (scheme://host[:port]) the site is served under, e.g. behind a proxy. */
export function checkMutationOrigin(
  headers: MutationRequestHeaders,
  allowedOrigins: readonly string[] = [],
): CsrfVerdict {
  const { origin, secFetchSite, host, scheme } = headers;
  if (origin && origin !== 'null') {
    if (allowedOrigins.includes(origin)) return { ok: true };
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return {
        ok: false,
        reason: `Origin '${origin}' is not a valid origin`,
        code: 'csrf-origin-invalid',
        params: { origin },
      };
    }
    // The whole origin: an http page may not change what the https site holds, nor the reverse.
    const site = host ? `${scheme}://${host.toLowerCase()}` : null;
    if (site && `${parsed.protocol.replace(':', '')}://${parsed.host}` === site) return { ok: true };
    return {
      ok: false,
      reason: `a change was sent from '${origin}', not from this site${site ? ` (${site})` : ''}`,
      code: 'csrf-other-origin',
      params: { origin, site: site ?? '' },
    };
  }
  if (secFetchSite === 'same-origin') return { ok: true };
  if (secFetchSite)
    return {
      ok: false,
      reason: `a change was sent from another site (Sec-Fetch-Site: ${secFetchSite})`,
      code: 'csrf-other-site',
      params: { secFetchSite },
    };
  return {
    ok: false,
    reason: "a change must come from this site's pages (the request has neither Origin nor Sec-Fetch-Site)",
    code: 'csrf-no-origin',
    params: {},
  };
}
