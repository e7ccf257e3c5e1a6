// The pages not yet translated (issue 16): the translation crawl (translation-crawl.test.ts) reports
// what it finds on them but does not fail for them. Every other page must be whole in Czech, Slovak,
// Bosnian and Hungarian. When an area is translated and merged, take its line out here: the crawl
// prints the lines whose pages came out clean ("can come off the list").
//
// `pages`: a path and every path under it ('/director' is /director and /director/...; '/' is the
// home page only). `languages`: only these (default all four).
import type { Locale } from '../../src/i18n/locales';

export interface PendingPages {
  readonly pages: string;
  readonly why: string;
  readonly languages?: readonly Locale[];
}

// Empty: every page the crawl reaches is whole in the four languages (issue 16).
export const NOT_YET_TRANSLATED: readonly PendingPages[] = [];

/** Is `path` (with or without a query) under `pages`? */
export function isUnder(path: string, pages: string): boolean {
  const bare = path.split(/[?#]/, 1)[0]!;
  if (pages === '/') return bare === '/';
  return bare === pages || bare.startsWith(`${pages}/`);
}

/** The line of the list a page in `locale` is on, if any. */
export function pendingLineFor(path: string, locale: Locale): PendingPages | undefined {
  return NOT_YET_TRANSLATED.find(
    (line) => isUnder(path, line.pages) && (line.languages === undefined || line.languages.includes(locale)),
  );
}
