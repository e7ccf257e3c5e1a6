// The response cache on a real HTTP server: a viewer's repeated GET is answered from memory with
// the same bytes until a change touches one of its subjects; a change of another subject keeps
// it, 'everything' and a response of unknown subjects do not; another viewer, a refused or
// cookie-setting response, a POST and an uncacheable path all reach the handler. Memory is
// bounded: a response over the entry cap is served and not kept, and past the total cap the least
// recently used response is dropped first.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ANY_CHANGE, KeptResponses, responseCache, type ChangedSubjects } from '../../src/server/response-cache';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

/** Paths `/results/<subject>` depend on that subject; `/results/any` on any change; `/results/big` is 5,000 bytes. */
async function serve(limits: { maxBytes?: number; maxEntryBytes?: number } = {}) {
  const state = { calls: 0, changes: [] as ChangedSubjects[], during: null as ChangedSubjects | null };
  const cached = responseCache({
    changes: () => state.changes.shift() ?? null,
    subjects: (req) => {
      const subject = (req.url ?? '').split('/')[2] ?? '';
      return subject === 'any' ? [ANY_CHANGE] : [subject];
    },
    viewer: (req) => String(req.headers['x-viewer'] ?? ''),
    cacheable: (req) => (req.url ?? '').startsWith('/results'),
    ...limits,
  });
  const handler = cached((req, res) => {
    state.calls++;
    if (req.url === '/results/refused') return void res.writeHead(403).end('no');
    if (req.url === '/results/cookie') res.setHeader('set-cookie', 'a=1');
    // A change while the response is produced.
    if (state.during) state.changes.push(state.during);
    state.during = null;
    res.setHeader('content-type', 'text/plain');
    res.write(`call ${state.calls} `);
    res.end(req.url === '/results/big' ? 'x'.repeat(5000) : `for ${String(req.headers['x-viewer'])}`);
  });
  server = createServer(handler);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, viewer = 'ann', method = 'GET') => {
    const res = await fetch(`${url}${path}`, { method, headers: { 'x-viewer': viewer } });
    return `${res.status} ${(await res.text()).slice(0, 40)}`;
  };
  return { state, get };
}

describe('responseCache', () => {
  it('answers a viewer again from memory until a change touches the subject; other viewers get their own', async () => {
    const { state, get } = await serve();
    expect(await get('/results/s1')).toBe('200 call 1 for ann');
    expect(await get('/results/s1')).toBe('200 call 1 for ann');
    expect(await get('/results/s1', 'bob')).toBe('200 call 2 for bob');
    state.changes.push(new Set(['s1']));
    expect(await get('/results/s1')).toBe('200 call 3 for ann');
    expect(state.calls).toBe(3);
  });

  it('a change of one subject keeps the responses of the others; everything, and any change for an unknown subject, drop them', async () => {
    const { state, get } = await serve();
    await get('/results/s1');
    await get('/results/s2');
    await get('/results/any');
    state.changes.push(new Set(['s1']));
    expect(await get('/results/s2')).toBe('200 call 2 for ann'); // kept
    expect(await get('/results/s1')).toBe('200 call 4 for ann');
    expect(await get('/results/any')).toBe('200 call 5 for ann');
    state.changes.push('everything');
    expect(await get('/results/s2')).toBe('200 call 6 for ann');
  });

  it('does not keep a response during which a change of its subject happened, but keeps one during a change of another', async () => {
    const { state, get } = await serve();
    state.during = new Set(['s1']);
    expect(await get('/results/s1')).toBe('200 call 1 for ann');
    expect(await get('/results/s1')).toBe('200 call 2 for ann');
    expect(await get('/results/s1')).toBe('200 call 2 for ann');
    state.during = new Set(['s9']);
    expect(await get('/results/s2')).toBe('200 call 3 for ann');
    expect(await get('/results/s2')).toBe('200 call 3 for ann');
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

  it('serves a response larger than the entry cap every time, without keeping it', async () => {
    const { state, get } = await serve({ maxEntryBytes: 4000 });
    await get('/results/big');
    await get('/results/big');
    expect(state.calls).toBe(2);
    await get('/results/s1');
    await get('/results/s1');
    expect(state.calls).toBe(3);
  });

  it('past the total cap drops the least recently used response first', async () => {
    // Each small response with its headers (content type and length, about 50 bytes as JSON) and key is about 82 bytes: 3 fit, 4 do not.
    const { state, get } = await serve({ maxBytes: 300 });
    for (const s of ['a', 'b', 'c']) await get(`/results/${s}`);
    expect(state.calls).toBe(3);
    await get('/results/a'); // a is now the most recently used; b the least
    expect(state.calls).toBe(3);
    await get('/results/d'); // b goes
    expect(state.calls).toBe(4);
    await get('/results/a');
    await get('/results/c');
    await get('/results/d');
    expect(state.calls).toBe(4);
    await get('/results/b');
    expect(state.calls).toBe(5);
  });
});

describe('KeptResponses', () => {
  const kept = (body: string, subjects: string[] = ['s']) => ({
    status: 200,
    headers: {},
    body: Buffer.from(body),
    subjects,
  });

  it('counts its bytes, never goes past the total cap, and refuses an entry over the entry cap', () => {
    const cache = new KeptResponses(100, 60);
    expect(cache.set('k1', kept('x'.repeat(40)))).toBe(true);
    expect(cache.bytes).toBe(40 + 2 + 2); // body, key, headers ({})
    expect(cache.set('k2', kept('y'.repeat(70)))).toBe(false);
    expect(cache.set('k3', kept('z'.repeat(40)))).toBe(true);
    expect(cache.set('k4', kept('w'.repeat(40)))).toBe(true);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.get('k1')).toBeUndefined();
    cache.drop(new Set(['s']));
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('refuses caps that are not positive, naming them', () => {
    expect(() => new KeptResponses(0, 10)).toThrow(/maxBytes and maxEntryBytes must be positive, got 0 and 10/);
  });
});
