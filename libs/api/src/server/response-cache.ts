// Whole responses of read-only GETs kept per viewer until the club's data changes: results,
// history and Ulti pages and queries show a function of the stored data and of who asks (his
// grants and hand-record secrecy), nothing else, so while the data version is unchanged the same
// viewer asking the same URL gets the same bytes. Under load, a published session's page is
// rendered once per viewer and change instead of once per request. Anything that is not a plain
// 200 without Set-Cookie is passed through and not kept.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface ResponseCacheOptions {
  /** The data version now (e.g. @club/application's dataVersion(club)); a change empties the cache. */
  readonly version: () => string;
  /** Who asks (e.g. the member id of the session cookie), '' for a visitor. */
  readonly viewer: (req: IncomingMessage) => string;
  /** Which GET requests may be kept. */
  readonly cacheable: (req: IncomingMessage) => boolean;
  /** Request headers that change the response (Next's RSC requests), part of the key. */
  readonly varyOn?: readonly string[];
  /** Responses kept per version (default 1000); beyond it the oldest is dropped. */
  readonly maxEntries?: number;
}

interface Kept {
  readonly status: number;
  readonly headers: OutgoingHttpHeaders;
  readonly body: Buffer;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function responseCache(options: ResponseCacheOptions): (handler: Handler) => Handler {
  const maxEntries = options.maxEntries ?? 1000;
  const vary = options.varyOn ?? [];
  let version = '';
  let kept = new Map<string, Kept>();

  return (handler) => (req, res) => {
    if (req.method !== 'GET' || !options.cacheable(req)) return handler(req, res);
    const at = options.version();
    if (at !== version) {
      version = at;
      kept = new Map();
    }
    const key = [options.viewer(req), req.url ?? '', ...vary.map((h) => String(req.headers[h] ?? ''))].join('\u0000');
    const hit = kept.get(key);
    if (hit) {
      res.writeHead(hit.status, hit.headers);
      res.end(hit.body);
      return;
    }
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array));
    };
    res.write = ((...args: unknown[]) => (collect(args[0], args[1]), write(...args))) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      const headers = res.getHeaders();
      if (res.statusCode === 200 && headers['set-cookie'] === undefined && version === at && options.version() === at) {
        if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
        // Transfer encoding is the connection's business, not the response's.
        const { 'transfer-encoding': _te, connection: _c, 'keep-alive': _ka, ...rest } = headers;
        kept.set(key, { status: 200, headers: { ...rest, 'content-length': chunks.reduce((n, c) => n + c.length, 0) }, body: Buffer.concat(chunks) });
      }
      return end(...args);
    }) as typeof res.end;
    handler(req, res);
  };
}
