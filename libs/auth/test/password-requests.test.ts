// "Forgot password" requests on a real SQLite file: kept only for an account's email (once while
// pending), the same answer for an unknown one, answered by the next link issued or dismissed,
// closed with the account, throttled per (address, email) and per address, and kept in a file
// opened again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthStore, type AuthStore } from '../src';

const FAST = { N: 2 ** 10, r: 8, p: 1 };
const dora = { memberId: 'dora', email: 'dora@club.hu', name: 'Dóra' };
const MINUTE = 60_000;
let dir: string;
let sqlite: Database.Database;
let clock: { now: number };
let auth: AuthStore;
const open = () => createAuthStore(sqlite, { now: () => clock.now, scrypt: FAST });
const ask = (email: string, clientAddress = '198.51.100.7') => auth.requestPasswordLink({ email, clientAddress });
const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'club-password-requests-'));
  sqlite = new Database(join(dir, 'club.sqlite'));
  clock = { now: Date.parse('2026-11-21T18:00:00Z') };
  auth = open();
  await auth.setPasswordWithLink((await auth.issuePasswordLink(dora)).token, 'a good password');
});
afterEach(() => {
  sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('forgot-password requests', () => {
  it('keeps a request for an account email (any case), once while pending; an unknown email leaves nothing', () => {
    ask('nobody@club.hu');
    expect(auth.pendingPasswordRequests()).toEqual([]);
    ask(' DORA@club.hu ');
    clock.now += MINUTE;
    ask('dora@club.hu');
    expect(auth.pendingPasswordRequests()).toEqual([
      { requestId: expect.any(Number), memberId: 'dora', requestedAt: '2026-11-21T18:00:00.000Z' },
    ]);
  });

  it('the link issued next answers it; a dismissed one is gone and cannot be dismissed twice', async () => {
    ask('dora@club.hu');
    await auth.issuePasswordLink(dora);
    expect(auth.pendingPasswordRequests()).toEqual([]);
    ask('dora@club.hu');
    const [request] = auth.pendingPasswordRequests();
    auth.dismissPasswordRequest(request!.requestId);
    expect(auth.pendingPasswordRequests()).toEqual([]);
    expect(codeOf(() => auth.dismissPasswordRequest(request!.requestId))).toBe('password-request-unknown');
    expect(codeOf(() => auth.dismissPasswordRequest(9999))).toBe('password-request-unknown');
  });

  it('a closed account has no pending request; requests outlive a restart', async () => {
    ask('dora@club.hu');
    auth = open();
    expect(auth.pendingPasswordRequests().map((r) => r.memberId)).toEqual(['dora']);
    await auth.closeAccountOf('dora');
    expect(auth.pendingPasswordRequests()).toEqual([]);
  });

  it('is throttled per (address, email), known or not, then per address; the window passes', () => {
    for (let i = 0; i < 3; i++) expect(codeOf(() => ask('nobody@club.hu'))).toBe('ok');
    expect(codeOf(() => ask('NOBODY@club.hu'))).toBe('too-many-password-requests');
    expect(codeOf(() => ask('nobody@club.hu', '203.0.113.5'))).toBe('ok');
    expect(() => ask('nobody@club.hu')).toThrow(
      expect.objectContaining({ params: { retryAt: '2026-11-21T18:15:00.000Z' } }),
    );
    // 20 from one address over many emails, then every email is refused there.
    for (let i = 3; i < 20; i++) expect(codeOf(() => ask(`guess${i}@club.hu`))).toBe('ok');
    expect(codeOf(() => ask('dora@club.hu'))).toBe('too-many-password-requests');
    expect(auth.pendingPasswordRequests()).toEqual([]);
    clock.now += 15 * MINUTE;
    expect(codeOf(() => ask('dora@club.hu'))).toBe('ok');
    expect(auth.pendingPasswordRequests().map((r) => r.memberId)).toEqual(['dora']);
  });
});
