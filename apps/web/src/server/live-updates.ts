// Live updates for the results pages, as Server-Sent Events: every client of `GET /api/live` gets
// the current results version at once and again whenever it changes. The version is the newest
// source position of any derived document (results, league tables), so it moves exactly when a
// job (the worker, in this process or another one on the same file) publishes new results. One
// timer polls the SQLite file for all clients (a cheap indexed max) and only while anyone listens.
// Only signed-in members listen (a visitor's request is refused with 401), each with a few streams
// at most, and the streams in all are capped: an open stream holds a socket for as long as it lasts.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const LIVE_PATH = '/api/live';

export interface LiveUpdatesOptions {
  /** The results version now. */
  readonly version: () => number;
  /** How often the version is read while clients listen (default 500 ms). */
  readonly pollIntervalMs?: number;
  /** A comment line keeps proxies from closing an idle stream (default every 25 s). */
  readonly heartbeatMs?: number;
  /** The signed-in member a request comes from (its session cookie), or null for a visitor. */
  readonly memberOf: (req: IncomingMessage) => Promise<string | null>;
  /** Streams one member may hold open (default 4: a few tabs); more answer 429. */
  readonly maxPerMember?: number;
  /** Streams in all (default 500); more answer 503. */
  readonly maxClients?: number;
}

export interface LiveUpdates {
  /** Handles `GET /api/live`; returns false for any other request (left to the caller). */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Ends every stream and the timer. */
  close(): void;
}

export function liveUpdates(options: LiveUpdatesOptions): LiveUpdates {
  const clients = new Map<ServerResponse, string>();
  const perMember = new Map<string, number>();
  const maxPerMember = options.maxPerMember ?? 4;
  const maxClients = options.maxClients ?? 500;
  const interval = options.pollIntervalMs ?? 500;
  const heartbeatEvery = options.heartbeatMs ?? 25_000;
  let last = -1;
  let timer: NodeJS.Timeout | undefined;
  let sinceBeat = 0;
  const send = (res: ServerResponse, version: number) => res.write(`event: version\ndata: ${version}\n\n`);

  const tick = () => {
    let version: number;
    try {
      version = options.version();
    } catch {
      return; // the file is busy or closing: try again at the next tick
    }
    sinceBeat += interval;
    if (version !== last) {
      last = version;
      for (const res of clients.keys()) send(res, version);
    } else if (sinceBeat >= heartbeatEvery) {
      for (const res of clients.keys()) res.write(': beat\n\n');
    }
    if (sinceBeat >= heartbeatEvery) sinceBeat = 0;
  };

  const drop = (res: ServerResponse) => {
    const member = clients.get(res);
    if (member === undefined) return;
    clients.delete(res);
    const left = (perMember.get(member) ?? 1) - 1;
    if (left > 0) perMember.set(member, left);
    else perMember.delete(member);
    if (clients.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  /** Refuses, or opens the stream of, a request whose member was looked up. */
  const listen = (req: IncomingMessage, res: ServerResponse, member: string | null) => {
    const refusal =
      member === null
        ? ([401, 'Sign in to follow live results.'] as const)
        : (perMember.get(member) ?? 0) >= maxPerMember
          ? ([429, `At most ${maxPerMember} live-result streams per member: close another tab.`] as const)
          : clients.size >= maxClients
            ? ([503, 'Too many live-result streams are open: try again later.'] as const)
            : null;
    if (refusal) {
      res
        .writeHead(refusal[0], {
          'content-type': 'text/plain; charset=utf-8',
          ...(refusal[0] === 503 ? { 'retry-after': '30' } : {}),
        })
        .end(`${refusal[1]}\n`);
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
    });
    res.write('retry: 2000\n\n');
    const now = options.version();
    // The first listener starts the timer from here; later ones must not hide a change from the others.
    if (clients.size === 0) last = now;
    send(res, now);
    clients.set(res, member!);
    perMember.set(member!, (perMember.get(member!) ?? 0) + 1);
    req.once('close', () => drop(res));
    timer ??= setInterval(tick, interval);
  };

  return {
    handle(req, res) {
      const path = (req.url ?? '').split('?', 1)[0];
      if (path !== LIVE_PATH) return false;
      if (req.method !== 'GET') {
        res.writeHead(405, { allow: 'GET' }).end();
        return true;
      }
      options.memberOf(req).then(
        (member) => {
          // The client may have gone while its session was looked up.
          if (res.socket && !res.socket.destroyed) listen(req, res, member);
        },
        () => res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Sign-ins cannot be read now.\n'),
      );
      return true;
    },
    close() {
      for (const res of clients.keys()) res.end();
      clients.clear();
      perMember.clear();
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
