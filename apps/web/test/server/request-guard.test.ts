// The request guard on a real HTTP server in front of the API, as apps/web/server.ts puts it: a
// body declared over the limit is refused with 413 before the sign-in check (a visitor's big POST
// never reaches a 401), a streamed body is cut off with 413 once it passes the limit, a body within
// it goes through; an address that is not valid percent-encoding is refused with 400. The limits
// come from the environment with defaults.
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_LIMITS, requestLimitsFromEnv } from '../../src/server/request-limits';
import { serveApi, type ApiServer } from '../support/api-server';
import { emailOf, passwordOf } from '../../../../libs/api/test/support/fixture';

const LIMIT = 64 * 1024;
let api: ApiServer | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function serve() {
  api = await serveApi({ maxBodyBytes: LIMIT });
  return api.port;
}

/** Streams `total` bytes chunked (no Content-Length) to auth.signIn; resolves with the status and the bytes the client got out. */
function streamUpload(port: number, total: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/trpc/auth.signIn',
      headers: {
        'content-type': 'application/json',
        origin: `http://127.0.0.1:${port}`,
        'transfer-encoding': 'chunked',
      },
    });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(16 * 1024, 'x');
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    req.on('response', (res) => {
      answered = true;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, sent }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    pump();
  });
}

describe('the request body limit', () => {
  it('refuses a body declared over the limit with 413, before the sign-in check', async () => {
    const port = await serve();
    const res = await fetch(`http://127.0.0.1:${port}/api/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ email: 'x'.repeat(LIMIT), password: 'y' }),
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe(`The request body is larger than the limit of ${LIMIT} bytes.\n`);
  });

  it('cuts a streamed body off with 413 once it passes the limit, long before the client is done', async () => {
    const port = await serve();
    const { status, sent } = await streamUpload(port, 200 * LIMIT);
    expect(status).toBe(413);
    expect(sent).toBeLessThan(100 * LIMIT);
  });

  it('lets a body within the limit through', async () => {
    const port = await serve();
    const res = await fetch(`http://127.0.0.1:${port}/api/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ email: emailOf('member'), password: passwordOf('member') }),
    });
    expect(res.status).toBe(200);
  });

  it('refuses an address that is not valid percent-encoding with 400, and leaves a valid one alone', async () => {
    const port = await serve();
    const bad = await fetch(`http://127.0.0.1:${port}/results/%ZZ`);
    expect([bad.status, await bad.text()]).toEqual([400, 'The address is not valid percent-encoding.\n']);
    const good = await fetch(`http://127.0.0.1:${port}/results/%C3%A9?q=%ZZ`);
    expect([good.status, await good.text()]).toEqual([404, 'not the api']);
  });

  it('takes its limits from the environment, with defaults, and refuses a setting that is not a positive whole number', () => {
    expect(requestLimitsFromEnv({})).toEqual(DEFAULT_REQUEST_LIMITS);
    const cache = { responseCacheBytes: 64 * 1024 * 1024, responseCacheEntryBytes: 1024 * 1024 };
    expect(DEFAULT_REQUEST_LIMITS).toEqual({ maxBodyBytes: 4 * 1024 * 1024, livePerMember: 4, liveMax: 500, ...cache });
    expect(
      requestLimitsFromEnv({ CLUB_MAX_BODY_BYTES: '1000', CLUB_LIVE_PER_MEMBER: '2', CLUB_LIVE_MAX: '10' }),
    ).toEqual({ maxBodyBytes: 1000, livePerMember: 2, liveMax: 10, ...cache });
    expect(
      requestLimitsFromEnv({ CLUB_RESPONSE_CACHE_BYTES: '2048', CLUB_RESPONSE_CACHE_ENTRY_BYTES: '512' }),
    ).toMatchObject({ responseCacheBytes: 2048, responseCacheEntryBytes: 512 });
    expect(() => requestLimitsFromEnv({ CLUB_LIVE_MAX: '-3' })).toThrow(
      "CLUB_LIVE_MAX: '-3' is not a positive whole number",
    );
    expect(() => requestLimitsFromEnv({ CLUB_RESPONSE_CACHE_BYTES: 'lots' })).toThrow(
      "CLUB_RESPONSE_CACHE_BYTES: 'lots' is not a positive whole number",
    );
  });
});
