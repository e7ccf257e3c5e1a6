// A refusal in the page's language. Each engine's refusal has a stable code and params; the
// catalogue (messages/refusals) has a message per engine and code, `refusals.<engine>.<code>`, whose
// {values} are the params. A code two engines share is told apart by the params: the message of the
// most named params the refusal carries wins. English pages, and any refusal without a message
// that fits, keep the engine's own English message (it names the field, the value, the deadline).
// A param that is itself a code (seat N, side NS, role director) is put in words from
// `refusals.words.<param>.<code>`. Pure: the page hands in its translator.
import type { Locale } from './locales';

/** A refusal as the API hands it over: the message always, the code and params when it has them. */
export interface RefusalLike {
  readonly message: string;
  readonly code?: string | null;
  readonly params?: Readonly<Record<string, unknown>> | null;
}

/** The part of next-intl's translator (namespace `refusals`) this needs. */
export interface RefusalTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
  raw(key: string): unknown;
}

/** The engines, in the order a shared code is tried when the params do not decide. */
export const REFUSAL_ENGINES = ['site', 'auth', 'club', 'bridge', 'ulti.sheet', 'ulti.rule', 'api'] as const;

/** The names of the {values} an ICU message uses, plural and select arguments included. */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  let i = 0;
  // Text up to the '}' that closes it (or the end); arguments inside are collected.
  const text = (): void => {
    while (i < message.length && message[i] !== '}') {
      if (message[i] === '{') argument();
      else i++;
    }
  };
  const argument = (): void => {
    i++;
    const head = /^\s*([A-Za-z0-9_]+)\s*(?:,\s*([a-z]+)\s*)?/.exec(message.slice(i));
    if (!head) return;
    names.add(head[1]!);
    i += head[0].length;
    if (head[2] === 'plural' || head[2] === 'select' || head[2] === 'selectordinal') {
      i++; // the ',' before the branches
      while (i < message.length && message[i] !== '}') {
        if (message[i] === '{') {
          i++;
          text();
        }
        i++;
      }
    } else {
      let depth = 1;
      while (i < message.length && depth > 0) {
        if (message[i] === '{') depth++;
        else if (message[i] === '}') depth--;
        if (depth > 0) i++;
      }
    }
    i++;
  };
  text();
  return [...names];
}

/** A param as ICU takes it: text or a number; a list as its items, comma-separated. */
function valueOf(param: unknown): string | number {
  if (typeof param === 'number' || typeof param === 'string') return param;
  if (Array.isArray(param)) return param.map(valueOf).join(', ');
  return typeof param === 'object' ? JSON.stringify(param) : String(param);
}

/** The catalogue's key for the refusal (`club.round-ended`), or null when none fits its params. */
export function refusalKey(refusal: RefusalLike, t: Pick<RefusalTranslator, 'has' | 'raw'>): string | null {
  const code = refusal.code;
  if (!code) return null;
  const params = refusal.params ?? {};
  let best: { key: string; named: number } | null = null;
  for (const engine of REFUSAL_ENGINES) {
    const key = `${engine}.${code}`;
    if (!t.has(key)) continue;
    const names = argumentsOf(String(t.raw(key)));
    if (!names.every((name) => params[name] !== undefined && params[name] !== null)) continue;
    if (!best || names.length > best.named) best = { key, named: names.length };
  }
  return best?.key ?? null;
}

/** The refusal in the page's language: the catalogue's message with the params, else the engine's English. */
export function refusalInWords(refusal: RefusalLike, locale: Locale, t: RefusalTranslator): string {
  if (locale === 'en') return refusal.message;
  const key = refusalKey(refusal, t);
  if (!key) return refusal.message;
  const params = refusal.params ?? {};
  const values = Object.fromEntries(
    argumentsOf(String(t.raw(key))).map((name) => {
      const value = valueOf(params[name]);
      // A param that is itself a code (a seat, a side, a role) in the page's words.
      const word = `words.${name}.${value}`;
      return [name, typeof value === 'string' && t.has(word) ? t(word) : value] as const;
    }),
  );
  return t(key, values);
}
