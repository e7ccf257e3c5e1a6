// The site's origin as a phone reaches it, for the table cards' QR codes: CLUB_PUBLIC_ORIGIN when
// the club set it (server.ts passes it here, as it does the time zone; no Next import, since
// server.ts loads this before Next), else the address the director's browser used: its Host, or a
// trusted proxy's Host and Proto (server.ts drops those headers when no proxy is trusted, so nobody
// can put his own address on the cards).
const PUBLIC_ORIGIN_KEY = Symbol.for('club.web.publicOrigin');

/** For server.ts, once at start. */
export function setPublicOrigin(origin: string | undefined): void {
  (globalThis as Record<symbol, unknown>)[PUBLIC_ORIGIN_KEY] = origin;
}

/** CLUB_PUBLIC_ORIGIN as server.ts set it, else undefined. */
export function publicOrigin(): string | undefined {
  const set = (globalThis as Record<symbol, unknown>)[PUBLIC_ORIGIN_KEY];
  return typeof set === 'string' ? set : undefined;
}

/** The origin from the club's setting, else from a request's headers. */
export function originOf(configured: string | undefined, request: Pick<Headers, 'get'>): string {
  if (configured) return configured;
  // A proxy chain's first entry is the browser's side.
  const first = (name: string) => request.get(name)?.split(',')[0]?.trim() || undefined;
  const proto = first('x-forwarded-proto') === 'https' ? 'https' : 'http';
  const host = first('x-forwarded-host') ?? request.get('host') ?? 'localhost';
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    // A Host no URL can hold: the cards lead to this computer, and the sheet's warning says so.
    return `${proto}://localhost`;
  }
}
