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

function fullVersion(club: Pick<Club, 'store' | 'runner'>): string {
  let checkpoint = 0;
  for (const c of club.runner.checkpoints()) if (c.position > checkpoint) checkpoint = c.position;
  return `${club.store.headPosition()}:${checkpoint}:${club.runner.derivedHead()}`;
}

interface Watch {
  readonly otherWrites: { get(): unknown };
  readonly ownWrites: { get(): unknown };
  token: string;
  version: string;
}
const watches = new WeakMap<object, Watch>();

/**
 * The data version, asked on every request: the three reads above (the derived head scans its
 * table) run only when SQLite says the file changed — `PRAGMA data_version` moves when another
 * connection (the worker, another process) commits, `total_changes()` when this one writes — so an
 * unchanged file costs two O(1) statements. Inside an open transaction the version is read in full.
 */
export function dataVersion(club: Pick<Club, 'store' | 'runner'>): string {
  const sqlite = club.store.sqlite;
  if (sqlite.inTransaction) return fullVersion(club);
  let watch = watches.get(sqlite);
  if (!watch) {
    watch = { otherWrites: sqlite.prepare('PRAGMA data_version').pluck(), ownWrites: sqlite.prepare('SELECT total_changes()').pluck(), token: '', version: '' };
    watches.set(sqlite, watch);
  }
  const token = `${String(watch.otherWrites.get())}:${String(watch.ownWrites.get())}`;
  if (token !== watch.token) {
    watch.version = fullVersion(club);
    watch.token = token;
  }
  return watch.version;
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
