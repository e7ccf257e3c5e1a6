// What the translation crawl flags on a page in another language than English (pure, so the flags
// are unit-tested): a message key shown instead of its words (`signIn.title`: next-intl writes the
// key when no language has the message), and a run of text the English page shows at the same place
// word for word, holding an English word that is not allowed (allowed-words.ts: names and the
// club's own data, numbers, codes, bridge symbols, Ulti's Hungarian terms, the glossary's words
// that are the same in that language).
import type { ShownText } from './page-text';

export interface Finding {
  readonly kind: 'message key' | 'English';
  readonly path: string;
  readonly text: string;
  /** The key, or the English words found. */
  readonly words: readonly string[];
}

export interface AllowedWords {
  /** Words allowed as they are (lower case). */
  readonly words: ReadonlySet<string>;
  /** Whole strings taken out of a text before its words are read: the club's data (names of members, sessions, leagues). */
  readonly phrases: readonly string[];
}

/** The message keys (`namespace.key…`, of the catalogue's namespaces) in the texts. */
export function messageKeysIn(texts: readonly ShownText[], namespaces: readonly string[]): Finding[] {
  const key = new RegExp(`(?<![\\w.-])(?:${namespaces.join('|')})(?:\\.[A-Za-z0-9_-]+)+(?![\\w-])`, 'g');
  return texts.flatMap(({ path, text }) => {
    const keys = [...text.matchAll(key)].map((m) => m[0]).filter((k) => /\.[A-Za-z]/.test(k));
    return keys.length > 0 ? [{ kind: 'message key' as const, path, text, words: keys }] : [];
  });
}

/** A code, not a word: an abbreviation in capitals (NS, IMP, PBN), letters with digits (1NT, m01). */
const isCode = (word: string) => /^[A-Z]{1,6}s?$/.test(word) || /\d/.test(word);

/** The English words of a text: ASCII words of two letters or more, not codes, not allowed. */
export function englishWordsOf(text: string, allowed: AllowedWords): string[] {
  let rest = text;
  for (const phrase of allowed.phrases) if (rest.includes(phrase)) rest = rest.split(phrase).join(' ');
  return [...rest.matchAll(/[\p{L}\p{M}\d]+(?:['’][\p{L}]+)?/gu)]
    .map((m) => m[0])
    .filter((w) => /^[A-Za-z]+(?:['’][A-Za-z]+)?$/.test(w) && w.length >= 2)
    .filter((w) => !isCode(w) && !allowed.words.has(w.toLowerCase()));
}

/**
 * The runs of text the English page shows at the same place, word for word, with English words not
 * allowed. A run the page marks with a `lang` of its own is in that language by declaration: another
 * one on purpose (a Law's title from the nearest source when the page's language has none), or the
 * page's own for a quote the English page shows too (the Hungarian Ulti rules' words), an e-mail address is an account's, and an address
 * (a table's sign-in link) is the same in every language.
 */
export function englishLeftIn(
  translated: readonly ShownText[],
  english: readonly ShownText[],
  allowed: AllowedWords,
): Finding[] {
  const englishAt = new Map(english.map((t) => [t.path, t.text]));
  return translated.flatMap(({ path, text, lang }) => {
    if (englishAt.get(path) !== text) return [];
    if (lang !== undefined) return [];
    if (/^[^\s@]+@[^\s@]+\.[a-z]+$/i.test(text) || /^https?:\/\/\S+$/.test(text)) return [];
    const words = englishWordsOf(text, allowed);
    return words.length > 0 ? [{ kind: 'English' as const, path, text, words }] : [];
  });
}

/** Longest first, so a name is taken out whole before a shorter one inside it. */
export function phrasesLongestFirst(phrases: Iterable<string>): string[] {
  return [...new Set([...phrases].map((p) => p.trim()).filter((p) => p.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
}
