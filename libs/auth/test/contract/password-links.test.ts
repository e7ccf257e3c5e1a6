// Contract: one-time set-password links on every store: the administrator's link creates the
// account and sets the first password once; it expires after 24 h; a new link retires the old; a
// member changes his own password; a deactivated member's sign-ins end at once.
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_LINK_LIFETIME_MS, type AuthStore } from '../../src';
import { codeOf, FAST_SCRYPT, STORES } from './stores';

const dora = { memberId: 'dora', email: 'dora@club.hu', name: 'Dóra' };

describe.each(STORES)('set-password links on $name', (adapter) => {
  const stores = adapter.use();
  let clock: { now: number };
  let auth: AuthStore;
  const signIn = (password: string) => auth.signIn({ email: dora.email, password, clientAddress: 'test' });

  beforeEach(async () => {
    clock = { now: Date.parse('2026-11-21T18:00:00Z') };
    auth = await stores.open({ now: () => clock.now, scrypt: FAST_SCRYPT });
  });

  it('creates the account; the link sets the first password once', async () => {
    const link = await auth.issuePasswordLink(dora);
    expect(link.expiresAt).toBe(clock.now + PASSWORD_LINK_LIFETIME_MS);
    expect((await auth.accounts()).map((a) => a.memberId)).toEqual(['dora']);
    expect(await codeOf(auth.setPasswordWithLink(link.token, 'short'))).toBe('password-too-short');
    await auth.setPasswordWithLink(link.token, 'a good password');
    expect((await signIn('a good password')).member.memberId).toBe('dora');
    expect(await codeOf(auth.setPasswordWithLink(link.token, 'another password'))).toBe('link-used');
    expect(await codeOf(auth.setPasswordWithLink('made-up', 'another password'))).toBe('link-unknown');
  });

  it('a member without an email gets no account; one who has an account gets his link without it', async () => {
    expect(await codeOf(auth.issuePasswordLink({ ...dora, email: null }))).toBe('no-email');
    expect(await auth.accounts()).toEqual([]);
    await auth.issuePasswordLink(dora);
    const link = await auth.issuePasswordLink({ ...dora, email: null });
    await auth.setPasswordWithLink(link.token, 'a good password');
    expect((await signIn('a good password')).member.memberId).toBe('dora');
  });

  it('expires after 24 hours; a new link (forgot password) retires the old one', async () => {
    const first = await auth.issuePasswordLink(dora);
    clock.now += PASSWORD_LINK_LIFETIME_MS;
    expect(await codeOf(auth.setPasswordWithLink(first.token, 'a good password'))).toBe('link-expired');
    const second = await auth.issuePasswordLink(dora);
    const third = await auth.issuePasswordLink(dora);
    expect(await codeOf(auth.setPasswordWithLink(second.token, 'a good password'))).toBe('link-used');
    await auth.setPasswordWithLink(third.token, 'a good password');
    expect(await auth.accounts()).toHaveLength(1);
  });

  it('setting the password ends his other sign-ins; the link works from another handle', async () => {
    await auth.setPasswordWithLink((await auth.issuePasswordLink(dora)).token, 'a good password');
    const { token } = await signIn('a good password');
    const link = await auth.issuePasswordLink(dora);
    const other = await stores.another({ now: () => clock.now, scrypt: FAST_SCRYPT });
    await other.setPasswordWithLink(link.token, 'the new password');
    expect(await auth.memberForToken(token)).toBeNull();
    expect((await signIn('the new password')).member.memberId).toBe('dora');
  });

  it('a member changes his own password with the current one; a closed account signs in no more', async () => {
    await auth.setPasswordWithLink((await auth.issuePasswordLink(dora)).token, 'a good password');
    expect(await codeOf(auth.changePassword('dora', 'wrong one!', 'the new password'))).toBe('wrong-password');
    expect(await codeOf(auth.changePassword('dora', 'a good password', 'short'))).toBe('password-too-short');
    expect(await codeOf(auth.changePassword('nobody', 'a good password', 'the new password'))).toBe('no-account');
    await auth.changePassword('dora', 'a good password', 'the new password');
    const { token } = await signIn('the new password');
    expect((await auth.memberForToken(token))?.memberId).toBe('dora');
    const unused = await auth.issuePasswordLink(dora);
    await auth.closeAccountOf('dora');
    expect(await auth.memberForToken(token)).toBeNull();
    // Neither his password nor a link issued before the closing lets him back in.
    expect(await codeOf(signIn('the new password'))).toBe('wrong-email-or-password');
    expect(await codeOf(auth.setPasswordWithLink(unused.token, 'another good password'))).toBe('link-used');
  });
});
