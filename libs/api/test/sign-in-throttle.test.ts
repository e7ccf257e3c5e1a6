// Sign-in throttling through the API on a real (in-memory) SQLite file, with the test's clock:
// per (address, account) 5 failures lock that address out of that account for 15 minutes; per
// address 20 failures over any accounts; from all addresses together an account past 10 failures
// takes one attempt per 30 seconds (slowed, never locked). The bound on password checks at once:
// libs/auth/test/password-check-slots.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emailOf, openTestClub, passwordOf, type TestClub } from './support/fixture';
import { failure } from './support/failure';

let club: TestClub;
beforeEach(async () => {
  club = await openTestClub();
});
afterEach(() => club.close());

const minute = 60_000;
const signIn = (address: string, memberId: string, password = passwordOf(memberId)) =>
  club.caller({ address }).call.auth.signIn({ email: emailOf(memberId), password });

describe('sign-in throttling by address and account', () => {
  it("a stranger's 5 failures lock his address out of the account, not the member at his own", async () => {
    const start = club.clock.now;
    for (let i = 0; i < 5; i++) {
      club.clock.now = start + i * minute;
      expect((await failure(signIn('198.51.100.1', 'ann', 'wrong-password'))).code).toBe('UNAUTHORIZED');
    }
    club.clock.now = start + 5 * minute;
    const locked = await failure(signIn('198.51.100.1', 'ann'));
    expect(locked.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.message).toBe('Too many failed sign-ins: try again in 10 minutes (at 2026-03-01T19:15:00.000Z).');
    expect((await signIn('203.0.113.50', 'ann')).member.memberId).toBe('ann');
    // 15 minutes after the first failure only 4 remain in the window: the address may try again.
    club.clock.now = start + 15 * minute;
    expect((await signIn('198.51.100.1', 'ann')).member.memberId).toBe('ann');
  });

  it('locks an address after 20 failures over any accounts', async () => {
    const ids = ['ann', 'cy', 'eve', 'member', 'director'];
    for (let i = 0; i < 20; i++) await failure(signIn('192.0.2.1', ids[i % ids.length]!, `wrong-${i}`));
    expect((await failure(signIn('192.0.2.1', 'club-admin'))).code).toBe('TOO_MANY_REQUESTS');
    expect((await signIn('192.0.2.2', 'club-admin')).member.memberId).toBe('club-admin');
  });

  it('guesses from many addresses slow the account to one attempt per 30 seconds, and never lock the member out', async () => {
    const start = club.clock.now;
    for (let i = 0; i < 10; i++) await failure(signIn(`198.51.100.${10 + i}`, 'cy', `wrong-${i}`));
    const slowed = await failure(signIn('203.0.113.60', 'cy'));
    expect(slowed.code).toBe('TOO_MANY_REQUESTS');
    expect(slowed.message).toBe('Too many failed sign-ins: try again in 30 seconds (at 2026-03-01T19:00:30.000Z).');
    club.clock.now = start + 30_000;
    expect((await signIn('203.0.113.60', 'cy')).member.memberId).toBe('cy');
  });

  it('a success forgets the failures of that address on that account', async () => {
    for (let i = 0; i < 4; i++) await failure(signIn('198.51.100.2', 'eve', 'wrong-password'));
    await signIn('198.51.100.2', 'eve');
    for (let i = 0; i < 4; i++) await failure(signIn('198.51.100.2', 'eve', 'wrong-password'));
    expect((await signIn('198.51.100.2', 'eve')).member.memberId).toBe('eve');
  });
});
