// A renonsz case in words: what happened, in the page's language (the catalogue's ultiRenonszCases,
// Ulti's terms Hungarian in every language), and the rule's section, as the reader gives them.
import type { useTranslations } from 'next-intl';

/** The ultiRenonszCases namespace's translator (useTranslations or getTranslations). */
export type RenonszCaseT = ReturnType<typeof useTranslations<'ultiRenonszCases'>>;

/** "revoke or failure to overtake (§13(3)#4)"; a case the catalogue lacks by its id. */
export function renonszCaseIn(renonszCase: { readonly id: string; readonly source: string }, t: RenonszCaseT): string {
  const { id, source } = renonszCase;
  const what = t.has(id as Parameters<RenonszCaseT>[0]) ? t(id as Parameters<RenonszCaseT>[0]) : id;
  return `${what} (${source})`;
}
