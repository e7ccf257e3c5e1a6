// Reads that are pure functions of the stored log and read models, answered from memory until a
// change touches what they depend on (data-changes.ts: an append, catch-up or published job, in
// this process or another one on the same file, names the subjects it touched): results pages under
// load compute a session's results once per change of that session instead of once per request.
// dataVersion, the version of the whole file, is kept for whoever needs one. Answers are shared
// between callers: they must be treated as read-only (the API's zod output parsing copies them).
import type { Club } from '../club';
import { dataChanges } from './data-changes';

export interface CachedReadsOptions {
  /** Answers kept (default 2000); beyond it the oldest is dropped. */
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
    watch = {
      otherWrites: sqlite.prepare('PRAGMA data_version').pluck(),
      ownWrites: sqlite.prepare('SELECT total_changes()').pluck(),
      token: '',
      version: '',
    };
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

/** The cache subjects (cache-subjects.ts) a read's answer depends on, from its arguments. */
export type SubjectsOfRead = (...args: never[]) => readonly string[];

/** Depends on any change: a read named in a plain list. */
const ANY = '*';

/**
 * The reader with the named methods answered from the cache; the others as they are. `methods`
 * names each method with the subjects its answer depends on (dataChanges drops only the answers of
 * the subjects a change touched), or lists them (any change drops them).
 */
export function withCachedReads<R extends object>(
  club: Pick<Club, 'store' | 'runner'>,
  reader: R,
  methods: readonly (keyof R & string)[] | { readonly [K in keyof R & string]?: SubjectsOfRead },
  options: CachedReadsOptions = {},
): R {
  const maxEntries = options.maxEntries ?? 2000;
  const subjectsOf: Partial<Record<string, SubjectsOfRead>> = Array.isArray(methods)
    ? Object.fromEntries(methods.map((m) => [m, () => [ANY]]))
    : methods;
  const changes = dataChanges(club);
  const cache = new Map<string, { readonly answer: unknown; readonly subjects: readonly string[] }>();
  const bySubject = new Map<string, Set<string>>();
  const forget = (key: string) => {
    const kept = cache.get(key);
    if (!kept) return;
    cache.delete(key);
    for (const subject of kept.subjects) bySubject.get(subject)?.delete(key);
  };
  const refresh = () => {
    const changed = changes.next();
    if (changed === null) return;
    if (changed === 'everything') {
      cache.clear();
      bySubject.clear();
      return;
    }
    for (const subject of [...changed, ANY]) for (const key of [...(bySubject.get(subject) ?? [])]) forget(key);
  };
  const wrapped = { ...reader } as Record<string, unknown>;
  for (const [name, subjects] of Object.entries(subjectsOf)) {
    const method = reader[name as keyof R] as unknown as Method;
    if (typeof method !== 'function' || subjects === undefined) continue;
    wrapped[name] = (...args: never[]) => {
      refresh();
      const key = `${name}\u0000${JSON.stringify(args)}`;
      const hit = cache.get(key);
      if (hit) return hit.answer;
      const answer = method(...args);
      if (cache.size >= maxEntries) forget(cache.keys().next().value!);
      const kept = { answer, subjects: subjects(...args) };
      cache.set(key, kept);
      for (const subject of kept.subjects) {
        let keys = bySubject.get(subject);
        if (!keys) bySubject.set(subject, (keys = new Set()));
        keys.add(key);
      }
      return answer;
    };
  }
  return wrapped as R;
}
