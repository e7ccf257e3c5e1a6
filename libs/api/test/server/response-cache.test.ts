// The response cache on a real HTTP server: a viewer's repeated GET is answered from memory with
// the same bytes until the data version changes; another viewer, a changed version, a refused or
// cookie-setting response, a POST and an uncacheable path all reach the handler.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { responseCache } from '../../src/server/response-cache';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

async function serve() {
  const state = { version: 'v1', calls: 0 };
  const cached = responseCache({
    version: () => state.version,
    viewer: (req) => String(req.headers['x-viewer'] ?? ''),
    cacheable: (req) => (req.url ?? '').startsWith('/results'),
  });
  const handler = cached((req, res) => {
    state.calls++;
    if (req.url === '/results/refused') return void res.writeHead(403).end('no');
    if (req.url === '/results/cookie') res.setHeader('set-cookie', 'a=1');
    res.setHeader('content-type', 'text/plain');
    res.write(`call ${state.calls} `);
    res.end(`for ${String(req.headers['x-viewer'])} at ${state.version}`);
  });
  server = createServer(handler);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, viewer = 'ann', method = 'GET') => {
    const res = await fetch(`${url}${path}`, { method, headers: { 'x-viewer': viewer } });
    return `${res.status} ${await res.text()}`;
  };
  return { state, get };
}

describe('responseCache', () => {
  it('answers a viewer again from memory until the version changes; other viewers get their own', async () => {
    const { state, get } = await serve();
    expect(await get('/results/s1')).toBe('200 call 1 for ann at v1');
    expect(await get('/results/s1')).toBe('200 call 1 for ann at v1');
    expect(await get('/results/s1', 'bob')).toBe('200 call 2 for bob at v1');
    state.version = 'v2';
    expect(await get('/results/s1')).toBe('200 call 3 for ann at v2');
    expect(state.calls).toBe(3);
  });

  it('keeps no refusal, no cookie-setting response, no POST and nothing outside the cacheable paths', async () => {
    const { state, get } = await serve();
    for (let i = 0; i < 2; i++) {
      await get('/results/refused');
      await get('/results/cookie');
      await get('/results/s1', 'ann', 'POST');
      await get('/appeals');
    }
    expect(state.calls).toBe(8);
  });
});
