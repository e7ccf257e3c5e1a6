// The session cookie: http-only (scripts cannot read it), SameSite=Lax (not sent on cross-site
// POSTs), Secure when the site is served over https.

import { TABLE_COOKIE } from './table-codes';

export const SESSION_COOKIE = 'club_session';

export interface CookieOptions {
  readonly secure: boolean;
  /** Seconds; 0 deletes the cookie. */
  readonly maxAge: number;
}

export function sessionCookie(value: string, options: CookieOptions): string {
  return cookieOf(SESSION_COOKIE, value, options);
}

/** A table's sign-in (table-codes.ts): the same kind of cookie under its own name, so a member's sign-in on the same phone stays. */
export function tableCookie(value: string, options: CookieOptions): string {
  return cookieOf(TABLE_COOKIE, value, options);
}

function cookieOf(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${options.maxAge}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie('', { secure, maxAge: 0 });
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
