// The live-updates stream on a real HTTP server: a client gets the version at once, then each
// change; a request to another path is left to the caller; the timer stops with the last client.
// Visitors are refused (401); a member holds a few streams at most (429), all members a capped
// number (503), and a closed stream frees its place.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveUpdates, type LiveUpdates } from '../../src/server/live-updates';

let server: Server | undefined;
let live: LiveUpdates | undefined;
afterEach(async () => {
  live?.close();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

/** The member is named by the test's own header; none means a visitor. */
async function serve(version: () => number, caps: { maxPerMember?: number; maxClients?: number } = {}) {
  live = liveUpdates({
    version,
    pollIntervalMs: 10,
    memberOf: async (req) => (req.headers['x-member'] as string | undefined) ?? null,
    ...caps,
  });
  server = createServer((req, res) => {
    if (!live!.handle(req, res)) res.writeHead(404).end('not live');
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Reads `event: version` data lines from the stream until `count` arrived. */
async function versions(url: string, count: number, onFirst: () => void): Promise<number[]> {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/live`, { signal: controller.signal, headers: { 'x-member': 'ann' } });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const seen: number[] = [];
  let text = '';
  while (seen.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
    for (const m of text.matchAll(/event: version\ndata: (\d+)\n\n/g)) seen.push(Number(m[1]));
    text = text.slice(text.lastIndexOf('\n\n') + 2);
    if (seen.length === 1) onFirst();
  }
  controller.abort();
  return seen;
}

describe('live updates (Server-Sent Events)', () => {
  it('sends the version at once and again when it changes', async () => {
    let version = 7;
    const url = await serve(() => version);
    expect(await versions(url, 2, () => (version = 9))).toEqual([7, 9]);
  });

  it('leaves other paths to the caller', async () => {
    const url = await serve(() => 1);
    const res = await fetch(`${url}/api/trpc/x`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('not live');
  });

  it('refuses a visitor with 401, a member past his streams with 429, anyone past the total with 503; a closed stream frees its place', async () => {
    const url = await serve(() => 1, { maxPerMember: 2, maxClients: 3 });
    const open: AbortController[] = [];
    const stream = async (member?: string) => {
      const controller = new AbortController();
      const res = await fetch(`${url}/api/live`, {
        signal: controller.signal,
        headers: member ? { 'x-member': member } : {},
      });
      if (res.status === 200) open.push(controller);
      else await res.text();
      return res.status;
    };
    try {
      expect(await stream()).toBe(401);
      expect([await stream('ann'), await stream('ann'), await stream('ann')]).toEqual([200, 200, 429]);
      expect([await stream('bob'), await stream('cy')]).toEqual([200, 503]);
      open.shift()!.abort(); // one of ann's
      await vi.waitFor(async () => expect(await stream('cy')).toBe(200));
      expect(await stream('ann')).toBe(503);
    } finally {
      for (const controller of open) controller.abort();
    }
  });
});
