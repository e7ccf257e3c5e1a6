// The live-updates stream on a real HTTP server: a client gets the version at once, then each
// change; a request to another path is left to the caller; the timer stops with the last client.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { liveUpdates, type LiveUpdates } from '../../src/server/live-updates';

let server: Server | undefined;
let live: LiveUpdates | undefined;
afterEach(async () => {
  live?.close();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

async function serve(version: () => number) {
  live = liveUpdates({ version, pollIntervalMs: 10 });
  server = createServer((req, res) => {
    if (!live!.handle(req, res)) res.writeHead(404).end('not live');
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Reads `event: version` data lines from the stream until `count` arrived. */
async function versions(url: string, count: number, onFirst: () => void): Promise<number[]> {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/live`, { signal: controller.signal });
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
});
