// The site's words catalogue: apps/web/messages/<area>/<language>.json, English the source. Each
// area (the shell, then each part of the site as it moves over) owns its namespaces, so areas are
// written and translated apart. A message a language lacks is the English one (so a page is never
// left with a key), and missingMessages names them for the translators. Pure.
import admin from '../../messages/admin';
import appeals from '../../messages/appeals';
import cards from '../../messages/cards';
import director from '../../messages/director';
import dataImport from '../../messages/import';
import federation from '../../messages/federation';
import refusals from '../../messages/refusals';
import results from '../../messages/results';
import rubber from '../../messages/rubber';
import rulings from '../../messages/rulings';
import shell from '../../messages/shell';
import table from '../../messages/table';
import ulti from '../../messages/ulti';
import { LOCALES, type Locale } from './locales';

/** Every area of the catalogue: one entry here for each folder of apps/web/messages. */
const AREAS = [
  shell,
  appeals,
  ulti,
  admin,
  dataImport,
  director,
  results,
  rulings,
  refusals,
  table,
  rubber,
  cards,
  federation,
] as const;

type Area = (typeof AREAS)[number];
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
export type Messages = Intersection<Area['en']>;
type Tree = { readonly [key: string]: string | Tree };

/** A language's areas as one tree; a namespace two areas both claim is a mistake, named here. */
function languageOf(locale: Locale): Tree {
  const tree: Record<string, Tree | string> = {};
  for (const area of AREAS)
    for (const [namespace, messages] of Object.entries(area[locale] as Tree)) {
      if (namespace in tree) throw new Error(`messages: the namespace '${namespace}' is in two areas (${locale})`);
      tree[namespace] = messages;
    }
  return tree;
}

const CATALOGUE = Object.fromEntries(LOCALES.map((locale) => [locale, languageOf(locale)])) as Record<Locale, Tree>;
const en = CATALOGUE.en;

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
