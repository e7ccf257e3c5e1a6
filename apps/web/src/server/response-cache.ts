// Whole responses of read-only GETs kept per viewer until the data they show changes: results,
// history and Ulti pages and queries show a function of the stored data and of who asks (his
// grants and hand-record secrecy), nothing else. Each kept response names the subjects it depends
// on (a session, a member's history, the club-wide lists); a change drops only the responses of
// the subjects it touches, so a result entered in one session leaves every other session's pages
// kept. Anything that is not a plain 200 without Set-Cookie is passed through and not kept. The
// memory is bounded: bytes in all and bytes of one response, the least recently used dropped first.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** What changed since the last look: every subject, or the subjects named. */
export type ChangedSubjects = 'everything' | ReadonlySet<string>;

/** The subject of a response whose dependencies are not known: any change drops it. */
export const ANY_CHANGE = '*';

export interface ResponseCacheOptions {
  /** What changed since the previous call, null when nothing did (e.g. @club/application's dataChanges(club).next). */
  readonly changes: () => ChangedSubjects | null;
  /** The subjects a request's response depends on ([ANY_CHANGE] when unknown). */
  readonly subjects: (req: IncomingMessage) => readonly string[];
  /** Who asks (e.g. the member id of the session cookie), '' for a visitor. */
  readonly viewer: (req: IncomingMessage) => string;
  /** Which GET requests may be kept. */
  readonly cacheable: (req: IncomingMessage) => boolean;
  /** Request headers that change the response (Next's RSC requests), part of the key. */
  readonly varyOn?: readonly string[];
  /** Bytes kept in all (bodies, headers and keys; default 64 MiB); beyond it the least recently used are dropped. */
  readonly maxBytes?: number;
  /** The largest response kept (default 1 MiB); a larger one is served and not kept. */
  readonly maxEntryBytes?: number;
}

export const RESPONSE_CACHE_DEFAULTS = { maxBytes: 64 * 1024 * 1024, maxEntryBytes: 1024 * 1024 } as const;

interface Kept {
  readonly status: number;
  readonly headers: OutgoingHttpHeaders;
  readonly body: Buffer;
  readonly subjects: readonly string[];
  readonly bytes: number;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The kept responses, least recently used first, with an index from subject to keys. */
export class KeptResponses {
  private readonly entries = new Map<string, Kept>();
  private readonly bySubject = new Map<string, Set<string>>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    readonly maxEntryBytes: number,
  ) {
    if (!(maxBytes > 0) || !(maxEntryBytes > 0))
      throw new RangeError(
        `response cache: maxBytes and maxEntryBytes must be positive, got ${maxBytes} and ${maxEntryBytes}`,
      );
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }

  /** The kept response, now the most recently used. */
  get(key: string): Kept | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Keeps a response unless it is larger than one entry may be; drops the least recently used until all fit. */
  set(key: string, kept: Omit<Kept, 'bytes'>): boolean {
    const bytes = kept.body.length + Buffer.byteLength(key) + Buffer.byteLength(JSON.stringify(kept.headers));
    this.delete(key);
    if (bytes > this.maxEntryBytes || bytes > this.maxBytes) return false;
    while (this.total + bytes > this.maxBytes) this.delete(this.entries.keys().next().value!);
    this.entries.set(key, { ...kept, bytes });
    this.total += bytes;
    for (const subject of kept.subjects) {
      let keys = this.bySubject.get(subject);
      if (!keys) this.bySubject.set(subject, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  /** Drops what a change touched: every entry, or those of its subjects and those depending on any change. */
  drop(changed: ChangedSubjects): void {
    if (changed === 'everything') {
      this.entries.clear();
      this.bySubject.clear();
      this.total = 0;
      return;
    }
    for (const subject of [...changed, ANY_CHANGE])
      for (const key of [...(this.bySubject.get(subject) ?? [])]) this.delete(key);
  }

  private delete(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.total -= kept.bytes;
    for (const subject of kept.subjects) {
      const keys = this.bySubject.get(subject);
      keys?.delete(key);
      if (keys?.size === 0) this.bySubject.delete(subject);
    }
  }
}

/** Whether a change touches a response of these subjects. */
function touches(changed: ChangedSubjects, subjects: readonly string[]): boolean {
  return changed === 'everything' || subjects.includes(ANY_CHANGE) || subjects.some((s) => changed.has(s));
}

/** Changes seen, numbered, so a response rendered while one happened is not kept (the last 256). */
class ChangeLog {
  private seen = 0;
  private readonly recent: { readonly at: number; readonly changed: ChangedSubjects }[] = [];

  get now(): number {
    return this.seen;
  }

  add(changed: ChangedSubjects): void {
    this.recent.push({ at: ++this.seen, changed });
    if (this.recent.length > 256) this.recent.shift();
  }

  /** Whether a change after `since` touches these subjects (unknown, hence yes, when it is no longer in the log). */
  touchedSince(since: number, subjects: readonly string[]): boolean {
    if (since === this.seen) return false;
    if ((this.recent[0]?.at ?? Infinity) > since + 1) return true;
    return this.recent.some((c) => c.at > since && touches(c.changed, subjects));
  }
}

export function responseCache(options: ResponseCacheOptions): (handler: Handler) => Handler {
  const vary = options.varyOn ?? [];
  const kept = new KeptResponses(
    options.maxBytes ?? RESPONSE_CACHE_DEFAULTS.maxBytes,
    options.maxEntryBytes ?? RESPONSE_CACHE_DEFAULTS.maxEntryBytes,
  );
  const log = new ChangeLog();
  const refresh = () => {
    const changed = options.changes();
    if (changed === null) return;
    log.add(changed);
    kept.drop(changed);
  };

  return (handler) => (req, res) => {
    if (req.method !== 'GET' || !options.cacheable(req)) return handler(req, res);
    refresh();
    const key = [options.viewer(req), req.url ?? '', ...vary.map((h) => String(req.headers[h] ?? ''))].join('\u0000');
    const hit = kept.get(key);
    if (hit) {
      res.writeHead(hit.status, hit.headers);
      res.end(hit.body);
      return;
    }
    const since = log.now;
    const subjects = options.subjects(req);
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === 'string'
            ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
            : Buffer.from(chunk as Uint8Array),
      );
    };
    res.write = ((...args: unknown[]) => (collect(args[0], args[1]), write(...args))) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      const headers = res.getHeaders();
      if (res.statusCode === 200 && headers['set-cookie'] === undefined) {
        // A change while it was rendered may or may not be in it: not kept.
        refresh();
        if (!log.touchedSince(since, subjects)) {
          // Transfer encoding is the connection's business, not the response's.
          const { 'transfer-encoding': _te, connection: _c, 'keep-alive': _ka, ...rest } = headers;
          const body = Buffer.concat(chunks);
          kept.set(key, { status: 200, headers: { ...rest, 'content-length': body.length }, body, subjects });
        }
      }
      return end(...args);
    }) as typeof res.end;
    handler(req, res);
  };
}
