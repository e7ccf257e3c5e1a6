// The request limits on the real site server (server.ts, the demo club, limits set through its
// environment): a visitor's 100 MB POST is refused with 413 before the sign-in check and before
// its body is sent; a session name or ruling text over its cap is refused with 400 naming the
// field; the live stream refuses a visitor (401), a member past his streams (429) and anyone past
// the total (503).
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClubFile } from './demo-browser';
import { ensureBuilt, startSite, type RunningSite } from './site-server';

let site: RunningSite;
let dir: string;
const streams: AbortController[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'club-limits-e2e-'));
  const db = join(dir, 'club.sqlite');
  seedDemoClubFile(db);
  ensureBuilt();
  site = await startSite({ db, env: { CLUB_LIVE_PER_MEMBER: '2', CLUB_LIVE_MAX: '3' } });
}, 300_000);

afterAll(async () => {
  for (const controller of streams) controller.abort();
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function signIn(role: string): Promise<string> {
  const match = new RegExp(`^\\s+.+?\\s+(${role}@\\S+)\\s+password: (\\S+)$`, 'm').exec(site.output());
  if (!match) throw new Error(`the server printed no ${role} account`);
  const res = await fetch(`${site.url}/api/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ email: match[1], password: match[2] }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** Opens /api/live; a stream that opens stays open until the end of the file. */
async function live(cookie?: string): Promise<number> {
  const controller = new AbortController();
  const res = await fetch(`${site.url}/api/live`, { signal: controller.signal, headers: cookie ? { cookie } : {} });
  if (res.status === 200) streams.push(controller);
  else await res.text();
  return res.status;
}

describe('request limits on the site server', () => {
  it("refuses a visitor's 100 MB POST with 413 as soon as it is declared, before the sign-in check", async () => {
    const url = new URL(site.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/trpc/auth.signIn',
        headers: { 'content-type': 'application/json', origin: site.url, 'content-length': String(100 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on('error', (error) => reject(error));
      req.write('{"email":"');
    });
    expect(answer).toEqual({ status: 413, body: 'The request body is larger than the limit of 4194304 bytes.\n' });
  });

  it('refuses a session name and a ruling text over their caps with 400 naming the field', async () => {
    const director = await signIn('director');
    const post = (path: string, input: unknown) =>
      fetch(`${site.url}/api/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url, cookie: director },
        body: JSON.stringify(input),
      });
    const opened = await post('director.openSession', {
      sessionId: 'big1',
      name: 'N'.repeat(1_000_000),
      startsAt: '2026-11-20T19:00:00Z',
      movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
      entrants: [{ players: ['m1', 'm2'] }, { players: ['m3', 'm4'] }],
    });
    expect(opened.status).toBe(400);
    expect(((await opened.json()) as { error: { message: string } }).error.message).toBe(
      'Name: at most 200 characters for a name',
    );
    const ruling = await post('director.giveRuling', {
      sessionId: 'howell1',
      section: 'A',
      table: 1,
      board: 1,
      laws: ['16B'],
      rulingType: 'rectification',
      text: 'T'.repeat(10_001),
    });
    expect(ruling.status).toBe(400);
    expect(((await ruling.json()) as { error: { message: string } }).error.message).toBe(
      'Text: at most 10000 characters for free text',
    );
  });

  it('lets only members listen live: 401 for a visitor, 429 past two streams of one member, 503 past three in all', async () => {
    const member = await signIn('member');
    const admin = await signIn('club-admin');
    const committee = await signIn('appeals-committee');
    expect(await live()).toBe(401);
    expect([await live(member), await live(member), await live(member)]).toEqual([200, 200, 429]);
    expect([await live(admin), await live(committee)]).toEqual([200, 503]);
  });
});
