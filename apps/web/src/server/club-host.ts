// Many clubs in one site (CLUB_BASE_HOST): the Host header says which club a request is for,
// `<club>.<base host>` (its port dropped), and the base host itself is the federation's list of the
// clubs. Every page links by absolute path, so a club is its host name rather than an address
// prefix. Pure.

/**
 * A club id a host name can carry: the club stream's id rule (libs/club: letters, digits, '_' or
 * '.') within the PostgreSQL log's (libs/event-store checkClubId: lower case, at most 63, starting
 * with a letter or digit), less '.', which separates a host name's labels.
 */
const CLUB_LABEL = /^[a-z0-9][a-z0-9_]{0,62}$/;

export type HostTarget =
  /** The base host itself: the list of the clubs. */
  | { readonly kind: 'base' }
  /** `<club>.<base>`: the club's own site (whether the database holds that club is asked next). */
  | { readonly kind: 'club'; readonly clubId: string }
  /** Neither: another host name, or a label that cannot be a club id. */
  | { readonly kind: 'elsewhere'; readonly host: string };

/** The host name of a Host header, lower case, without its port or a trailing dot ('' when missing). */
export function hostNameOf(header: string | undefined): string {
  const host = (header ?? '').trim().toLowerCase();
  // [::1]:3000 keeps its brackets; name:3000 loses its port.
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** Which club a request is for, from its Host header and the base host (CLUB_BASE_HOST, lower case). */
export function clubOfHost(header: string | undefined, baseHost: string): HostTarget {
  const host = hostNameOf(header);
  if (host === baseHost) return { kind: 'base' };
  const suffix = `.${baseHost}`;
  if (!host.endsWith(suffix)) return { kind: 'elsewhere', host };
  const label = host.slice(0, -suffix.length);
  return CLUB_LABEL.test(label) ? { kind: 'club', clubId: label } : { kind: 'elsewhere', host };
}

/** A club's site address: its host name under the base host, with the port the request came to. */
export function clubOrigin(
  clubId: string,
  request: { readonly host?: string | undefined; readonly secure: boolean },
  baseHost: string,
): string {
  const port = /:(\d+)$/.exec(request.host ?? '')?.[1];
  return `${request.secure ? 'https' : 'http'}://${clubId}.${baseHost}${port ? `:${port}` : ''}`;
}
