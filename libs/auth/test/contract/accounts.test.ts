// Contract: accounts and sign-in sessions on every store: a new account's checks, one account per
// email in any case, sign-in and the session's token (only its SHA-256 stored), expiry and
// sign-out, grants stored or read from the club, an account linked to another member, and the
// sign-in throttle; a sign-in on one handle is known to another (another web host).
import { beforeEach, describe, expect, it } from 'vitest';
import type { RoleGrant } from '@club/club';
import type { AuthStore, AuthStoreOptions } from '../../src';
import { codeOf, FAST_SCRYPT, STORES } from './stores';

const MINUTE = 60_000;
const ann = { memberId: 'ann', email: 'Ann@club.test', name: 'Ann', password: 'ann secret 1', grants: [] };
const bob = {
  memberId: 'bob',
  email: 'bob@club.test',
  name: 'Bob',
  password: 'bob secret 1',
  grants: [{ role: 'member' }, { role: 'director', scope: { kind: 'session', id: 'S1' } }] as RoleGrant[],
};

describe.each(STORES)('accounts and sign-ins on $name', (adapter) => {
  const stores = adapter.use();
  let clock: { now: number };
  let auth: AuthStore;
  const options = (more: AuthStoreOptions = {}): AuthStoreOptions => ({
    now: () => clock.now,
    scrypt: FAST_SCRYPT,
    sessionLifetimeMs: 60 * MINUTE,
    ...more,
  });
  const signIn = (email: string, password: string, clientAddress = '198.51.100.7') =>
    auth.signIn({ email, password, clientAddress });

  beforeEach(async () => {
    clock = { now: Date.parse('2026-11-21T18:00:00Z') };
    auth = await stores.open(options());
    await auth.createAccount(bob);
    await auth.createAccount(ann);
  });

  it('refuses a bad email, a short password, and a second account for an email in any case', async () => {
    const base = { memberId: 'cy', name: 'Cy', password: 'long enough', grants: [] };
    expect(await codeOf(auth.createAccount({ ...base, email: 'not an email' }))).toBe('not-an-email');
    expect(await codeOf(auth.createAccount({ ...base, email: 'cy@club.test', password: 'short' }))).toBe(
      'password-too-short',
    );
    await expect(auth.createAccount({ ...base, email: ' ANN@CLUB.test ' })).rejects.toThrow(
      "email: an account for 'ANN@CLUB.test' exists already",
    );
    expect(await auth.accounts()).toEqual([
      { memberId: 'ann', email: 'Ann@club.test', name: 'Ann', grants: [] },
      { memberId: 'bob', email: 'bob@club.test', name: 'Bob', grants: bob.grants },
    ]);
  });

  it('signs in by email in any case; the token answers for the member until sign-out, on any handle', async () => {
    const signedIn = await signIn(' ann@CLUB.test ', ann.password);
    expect(signedIn.expiresAt).toBe(clock.now + 60 * MINUTE);
    expect(signedIn.member).toEqual({ memberId: 'ann', email: 'Ann@club.test', name: 'Ann', grants: [] });
    expect(await auth.memberForToken(signedIn.token)).toEqual(signedIn.member);
    const other = await stores.another(options());
    expect(await other.memberForToken(signedIn.token)).toEqual(signedIn.member);
    expect(await auth.memberForToken('made-up')).toBeNull();
    expect(await auth.memberForToken(undefined)).toBeNull();
    await other.signOut(signedIn.token);
    expect(await auth.memberForToken(signedIn.token)).toBeNull();
  });

  it('a wrong password or unknown email is one refusal; a session ends when it expires', async () => {
    expect(await codeOf(signIn('ann@club.test', 'wrong password'))).toBe('wrong-email-or-password');
    expect(await codeOf(signIn('nobody@club.test', ann.password))).toBe('wrong-email-or-password');
    const { token } = await signIn('bob@club.test', bob.password);
    clock.now += 60 * MINUTE - 1;
    expect((await auth.memberForToken(token))?.memberId).toBe('bob');
    clock.now += 1;
    expect(await auth.memberForToken(token)).toBeNull();
  });

  it("stores grants with the account, or reads the member's grants from the club", async () => {
    await auth.setGrants('ann', [{ role: 'club-admin' }]);
    expect((await signIn('ann@club.test', ann.password)).member.grants).toEqual([{ role: 'club-admin' }]);
    const fromClub = await stores.another(
      options({ memberGrants: (memberId) => (memberId === 'ann' ? [{ role: 'league-admin' }] : undefined) }),
    );
    const { token } = await signIn('bob@club.test', bob.password);
    expect((await fromClub.memberForToken(token))?.grants).toEqual([]);
    expect((await fromClub.accounts()).map((a) => [a.memberId, a.grants])).toEqual([
      ['ann', [{ role: 'league-admin' }]],
      ['bob', []],
    ]);
  });

  it("links an email's account to another member, ending its sign-ins", async () => {
    const { token } = await signIn('bob@club.test', bob.password);
    expect(await auth.linkAccount('BOB@club.test', 'robert', 'Robert')).toBe(true);
    expect(await auth.memberForToken(token)).toBeNull();
    expect((await signIn('bob@club.test', bob.password)).member).toMatchObject({ memberId: 'robert', name: 'Robert' });
    expect(await auth.linkAccount('nobody@club.test', 'x', 'X')).toBe(false);
  });

  it('throttles failed sign-ins per (address, email) until the window passes; a success clears the pair', async () => {
    for (let i = 0; i < 4; i++)
      expect(await codeOf(signIn('ann@club.test', 'wrong password'))).toBe('wrong-email-or-password');
    expect(await codeOf(signIn('ann@club.test', ann.password))).toBe('ok');
    for (let i = 0; i < 5; i++) await codeOf(signIn('ann@club.test', 'wrong password'));
    await expect(signIn('ann@club.test', ann.password)).rejects.toThrow(
      expect.objectContaining({
        code: 'too-many-sign-ins',
        params: { retryAt: '2026-11-21T18:15:00.000Z' },
        message: 'Too many failed sign-ins: try again in 15 minutes (at 2026-11-21T18:15:00.000Z).',
      }),
    );
    // Another address is not held to it; the refused one is, until the oldest failure leaves the window.
    expect(await codeOf(signIn('ann@club.test', ann.password, '203.0.113.5'))).toBe('ok');
    clock.now += 15 * MINUTE;
    expect(await codeOf(signIn('ann@club.test', ann.password))).toBe('ok');
  });
});
