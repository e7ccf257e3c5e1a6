// Reads that are pure functions of the stored log and read models, answered from memory until the
// data changes: the key is the store's head, the newest checkpoint of the projections and the
// newest derived document, so any append, catch-up or published job (in this process or another
// one on the same file) starts a fresh cache. Results pages under load then compute a session's
// results once per change instead of once per request. Answers are shared between callers: they
// must be treated as read-only (the API's zod output parsing copies them).
import type { Club } from '../club';

export interface CachedReadsOptions {
  /** Answers kept per data version (default 2000); beyond it the oldest is dropped. */
  readonly maxEntries?: number;
}

export function dataVersion(club: Pick<Club, 'store' | 'runner'>): string {
  let checkpoint = 0;
  for (const c of club.runner.checkpoints()) if (c.position > checkpoint) checkpoint = c.position;
  return `${club.store.headPosition()}:${checkpoint}:${club.runner.derivedHead()}`;
}

type Method = (...args: never[]) => unknown;

/** The reader with the named methods answered from the cache; the others as they are. */
export function withCachedReads<R extends object>(club: Pick<Club, 'store' | 'runner'>, reader: R, methods: readonly (keyof R & string)[], options: CachedReadsOptions = {}): R {
  const maxEntries = options.maxEntries ?? 2000;
  let version = '';
  let cache = new Map<string, unknown>();
  const wrapped = { ...reader } as Record<string, unknown>;
  for (const name of methods) {
    const method = reader[name] as unknown as Method;
    if (typeof method !== 'function') continue;
    wrapped[name] = (...args: never[]) => {
      const now = dataVersion(club);
      if (now !== version) {
        version = now;
        cache = new Map();
      }
      const key = `${name}\u0000${JSON.stringify(args)}`;
      if (cache.has(key)) return cache.get(key);
      const answer = method(...args);
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      cache.set(key, answer);
      return answer;
    };
  }
  return wrapped as R;
}
