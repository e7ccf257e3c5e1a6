// Sign-in throttling over real HTTP (tRPC's Node adapter on a real server, accounts in a real
// SQLite database): guesses sent all at once are counted before any password is hashed, so 100
// concurrent guesses cost at most the 5 hash checks the (address, account) limit allows; a batch of
// sign-ins is refused whole; a stranger's guesses lock only his own address out of the account.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthStore, verifyPassword } from '@club/auth';
import { inMemorySite } from '../../../../libs/api/test/support/in-memory/in-memory-site';
import { trpcNodeHandler } from '../../src/server/trpc-node-handler';
import { FAST_SCRYPT } from '../../../../libs/api/test/support/fixture';

let server: Server | undefined;
let sqlite: Database.Database | undefined;
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  sqlite?.close();
  server = sqlite = undefined;
});

const EMAIL = 'ann@club.test';
const PASSWORD = 'pw-ann-secret';

/** A real server whose password checks are counted (the real scrypt check, counted on its way). */
async function serve() {
  sqlite = new Database(':memory:');
  const checks = { count: 0 };
  const auth = createAuthStore(sqlite, {
    scrypt: FAST_SCRYPT,
    verifyPassword: (password, stored) => {
      checks.count++;
      return verifyPassword(password, stored);
    },
  });
  await auth.createAccount({
    memberId: 'ann',
    name: 'Ann',
    email: EMAIL,
    password: PASSWORD,
    grants: [{ role: 'member' }],
  });
  const api = trpcNodeHandler({ auth, site: inMemorySite({}) });
  server = createServer((req, res) => {
    if (!api(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The client address as apps/web/server.ts sets it from the socket.
  const signIn = (address: string, password: string) =>
    fetch(`${url}/api/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': address },
      body: JSON.stringify({ email: EMAIL, password }),
    });
  return { url, checks, signIn };
}

describe('sign-in throttling over HTTP', () => {
  it('100 concurrent guesses from one address: 5 are checked, 95 refused unchecked, and the member still signs in from his own address', async () => {
    const { checks, signIn } = await serve();
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn('198.51.100.7', `guess-${i}`)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    expect(checks.count).toBe(5);
    // The guesser's address is locked out of this account, even with the right password…
    expect((await signIn('198.51.100.7', PASSWORD)).status).toBe(429);
    // …but the member at his own address is not.
    const own = await signIn('203.0.113.20', PASSWORD);
    expect(own.status).toBe(200);
    expect(own.headers.get('set-cookie')).toMatch(/^club_session=/);
  });

  it('refuses a batch of sign-ins without checking any password', async () => {
    const { url, checks } = await serve();
    const calls = Array.from({ length: 100 }, (_, i) => ({ email: EMAIL, password: `guess-${i}` }));
    const response = await fetch(`${url}/api/trpc/${calls.map(() => 'auth.signIn').join(',')}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': '198.51.100.8' },
      body: JSON.stringify(Object.fromEntries(calls.map((call, i) => [String(i), call]))),
    });
    const results = (await response.json()) as {
      error?: { message: string; data: { code: string; refusal: unknown } };
    }[];
    expect(results).toHaveLength(100);
    expect(results.every((r) => r.error?.data.code === 'BAD_REQUEST')).toBe(true);
    expect(results[0]!.error!.message).toBe('auth.signIn must be sent alone, not in a batch of 100 calls.');
    // With a code and params, for the page's language.
    expect(results[0]!.error!.data.refusal).toEqual({
      code: 'call-not-alone',
      params: { procedure: 'auth.signIn', calls: 100 },
    });
    expect(checks.count).toBe(0);
  });

  it("a single sign-in sent as a batch of one is accepted (the site's own client)", async () => {
    const { url } = await serve();
    const response = await fetch(`${url}/api/trpc/auth.signIn?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': '203.0.113.21' },
      body: JSON.stringify({ 0: { email: EMAIL, password: PASSWORD } }),
    });
    expect(response.status).toBe(200);
  });
});
