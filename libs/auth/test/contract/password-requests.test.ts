// Contract: "forgot password" requests on every store: kept only for an account's email (once
// while pending), the same answer for an unknown one, answered by the next link issued or
// dismissed, closed with the account, throttled per (address, email) and per address, and kept
// for a store opened again.
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthStore, AuthStoreOptions } from '../../src';
import { codeOf, FAST_SCRYPT, STORES } from './stores';

const dora = { memberId: 'dora', email: 'dora@club.hu', name: 'Dóra' };
const MINUTE = 60_000;

describe.each(STORES)('forgot-password requests on $name', (adapter) => {
  const stores = adapter.use();
  let clock: { now: number };
  let auth: AuthStore;
  const options = (): AuthStoreOptions => ({ now: () => clock.now, scrypt: FAST_SCRYPT });
  const ask = (email: string, clientAddress = '198.51.100.7') => auth.requestPasswordLink({ email, clientAddress });

  beforeEach(async () => {
    clock = { now: Date.parse('2026-11-21T18:00:00Z') };
    auth = await stores.open(options());
    await auth.setPasswordWithLink((await auth.issuePasswordLink(dora)).token, 'a good password');
  });

  it('keeps a request for an account email (any case), once while pending; an unknown email leaves nothing', async () => {
    await ask('nobody@club.hu');
    expect(await auth.pendingPasswordRequests()).toEqual([]);
    await ask(' DORA@club.hu ');
    clock.now += MINUTE;
    await ask('dora@club.hu');
    expect(await auth.pendingPasswordRequests()).toEqual([
      { requestId: expect.any(Number), memberId: 'dora', requestedAt: '2026-11-21T18:00:00.000Z' },
    ]);
  });

  it('the link issued next answers it; a dismissed one is gone and cannot be dismissed twice', async () => {
    await ask('dora@club.hu');
    await auth.issuePasswordLink(dora);
    expect(await auth.pendingPasswordRequests()).toEqual([]);
    await ask('dora@club.hu');
    const [request] = await auth.pendingPasswordRequests();
    await auth.dismissPasswordRequest(request!.requestId);
    expect(await auth.pendingPasswordRequests()).toEqual([]);
    expect(await codeOf(auth.dismissPasswordRequest(request!.requestId))).toBe('password-request-unknown');
    expect(await codeOf(auth.dismissPasswordRequest(9999))).toBe('password-request-unknown');
  });

  it('a closed account has no pending request; requests outlive a restart', async () => {
    await ask('dora@club.hu');
    auth = await stores.another(options());
    expect((await auth.pendingPasswordRequests()).map((r) => r.memberId)).toEqual(['dora']);
    await auth.closeAccountOf('dora');
    expect(await auth.pendingPasswordRequests()).toEqual([]);
  });

  it('is throttled per (address, email), known or not, then per address; the window passes', async () => {
    for (let i = 0; i < 3; i++) expect(await codeOf(ask('nobody@club.hu'))).toBe('ok');
    expect(await codeOf(ask('NOBODY@club.hu'))).toBe('too-many-password-requests');
    expect(await codeOf(ask('nobody@club.hu', '203.0.113.5'))).toBe('ok');
    await expect(ask('nobody@club.hu')).rejects.toThrow(
      expect.objectContaining({
        params: { retryAt: '2026-11-21T18:15:00.000Z' },
        message: 'Too many requests for a set-password link: try again in 15 minutes (at 2026-11-21T18:15:00.000Z).',
      }),
    );
    // 20 from one address over many emails, then every email is refused there.
    for (let i = 3; i < 20; i++) expect(await codeOf(ask(`guess${i}@club.hu`))).toBe('ok');
    expect(await codeOf(ask('dora@club.hu'))).toBe('too-many-password-requests');
    expect(await auth.pendingPasswordRequests()).toEqual([]);
    clock.now += 15 * MINUTE;
    expect(await codeOf(ask('dora@club.hu'))).toBe('ok');
    expect((await auth.pendingPasswordRequests()).map((r) => r.memberId)).toEqual(['dora']);
  });
});
