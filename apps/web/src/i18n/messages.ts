// The site's words catalogue: one file per language in apps/web/messages, English the source.
// A message a language lacks is the English one (so a page is never left with a key), and
// missingMessages names them for the translators. Pure.
import bs from '../../messages/bs.json';
import cs from '../../messages/cs.json';
import en from '../../messages/en.json';
import hu from '../../messages/hu.json';
import sk from '../../messages/sk.json';
import type { Locale } from './locales';

export type Messages = typeof en;
type Tree = { readonly [key: string]: string | Tree };

const CATALOGUE: Record<Locale, Tree> = { en, cs, sk, bs, hu };

/** `source` with what `translated` has put over it, message by message. */
export function withFallback(source: Tree, translated: Tree): Tree {
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => {
      const own = translated[key];
      if (typeof value === 'string') return [key, typeof own === 'string' ? own : value];
      return [key, withFallback(value, typeof own === 'object' ? own : {})];
    }),
  );
}

/** The keys ('nav.home') of `source` that `translated` has no message for. */
export function missingMessages(source: Tree, translated: Tree, prefix = ''): string[] {
  return Object.entries(source).flatMap(([key, value]) => {
    const own = translated[key];
    if (typeof value === 'string') return typeof own === 'string' ? [] : [`${prefix}${key}`];
    return missingMessages(value, typeof own === 'object' ? own : {}, `${prefix}${key}.`);
  });
}

const MESSAGES = Object.fromEntries(
  Object.entries(CATALOGUE).map(([locale, tree]) => [locale, withFallback(en, tree)]),
) as Record<Locale, Messages>;

/** A language's messages, English where it has none of its own. */
export const messagesOf = (locale: Locale): Messages => MESSAGES[locale];

/** The catalogue as translators wrote it (no fallback): for the checks of the words. */
export const ownMessagesOf = (locale: Locale): Tree => CATALOGUE[locale];
