// Where the sign-in page sends a visitor back to: only a page of this site (a path, never another
// host: `//host` or `/\host` would leave it), else the home page.
export const RETURN_PARAM = 'next';

/** A path of this site: `/…`, never `//host` or `/\host` (another host). */
export const isSitePath = (path: string): boolean => /^\/(?![/\\])/.test(path);

export function returnTo(asked: string | string[] | undefined): string {
  const path = typeof asked === 'string' ? asked : '';
  return isSitePath(path) && !path.startsWith('/sign-') ? path : '/';
}

export const signInHref = (path: string) => `/sign-in?${RETURN_PARAM}=${encodeURIComponent(path)}`;
