// Caller tests of the club administrator's members procedures over the fixture: the roll, a member
// added answering his id, a refusal with its code and field in words, bad input named by field.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failure } from './support/failure';
import { openTestClub, type TestClub } from './support/fixture';

let club: TestClub;
beforeEach(async () => {
  club = await openTestClub();
});
afterEach(() => club.close());

const admin = async () => club.caller({ token: await club.tokenOf('club-admin') }).call;

describe('the members procedures', () => {
  it('admin.members lists the roll; admin.addMember answers the new id', async () => {
    const call = await admin();
    expect((await call.admin.members()).find((m) => m.memberId === 'ann')).toMatchObject({
      name: 'Ann',
      email: 'ann@club.test',
      deactivatedAt: null,
    });
    expect(await call.admin.addMember({ name: 'Zoe Kiss', email: 'zoe@club.test' })).toEqual({
      recorded: true,
      memberId: 'zoe_kiss',
    });
  });

  it('a refusal keeps its code and names the field in words; bad input is named by field', async () => {
    const call = await admin();
    const unknown = await failure(call.admin.deactivateMember({ memberId: 'nobody' }));
    expect([unknown.code, unknown.message]).toEqual(['BAD_REQUEST', "Member: 'nobody' is not a member of the club"]);
    const badEmail = await failure(call.admin.addMember({ name: 'Zoe', email: 'zoe' }));
    expect(badEmail.code).toBe('BAD_REQUEST');
    expect(badEmail.message).toMatch(/Email: not an email address/);
    const badId = await failure(call.admin.addMember({ name: 'Zoe', email: 'z@club.test', federationId: '90 01' }));
    expect(badId.message).toMatch(/Federation number/);
  });

  it('admin.grantRole takes a scope; membership itself is not granted; the audit lists changes', async () => {
    const call = await admin();
    expect(
      await call.admin.grantRole({ memberId: 'ann', role: 'director', scope: { kind: 'session', id: 'S2' } }),
    ).toEqual({ recorded: true });
    const member = await failure(call.admin.grantRole({ memberId: 'ann', role: 'member' as 'director' }));
    expect([member.code, member.message]).toEqual(['BAD_REQUEST', expect.stringMatching(/^Role: /)]);
    expect((await call.admin.roleAudit())[1]).toMatchObject({ change: 'granted', by: { name: 'The club-admin' } });
  });

  it('admin.roleAudit lists membership changes too: an edit with what it changed', async () => {
    expect((await (await admin()).admin.roleAudit())[0]).toEqual({
      at: '2026-02-02T18:00:00.000Z',
      change: 'edited',
      details: { name: { from: 'Anne', to: 'Ann' } },
      member: { memberId: 'ann', name: 'Ann' },
      by: { memberId: 'club-admin', name: 'The club-admin' },
    });
  });

  it('admin.roleScopes offers the sessions and leagues; a grant scoped to an unknown one is refused naming it', async () => {
    const call = await admin();
    const scopes = await call.admin.roleScopes();
    expect(scopes.sessions.map((s) => [s.sessionId, s.name])).toEqual([
      ['S2', 'Thursday pairs'],
      ['S1', 'Monday pairs'],
    ]);
    expect(scopes.leagues).toEqual([{ leagueId: 'UL', name: 'Ulti league', game: 'ulti' }]);
    const unknown = await failure(
      call.admin.grantRole({ memberId: 'ann', role: 'director', scope: { kind: 'session', id: 'S9' } }),
    );
    expect([unknown.code, unknown.message]).toEqual(['BAD_REQUEST', "Scope: the club has no session 'S9'"]);
    const league = await failure(
      call.admin.grantRole({ memberId: 'ann', role: 'league-admin', scope: { kind: 'league', id: 'L9' } }),
    );
    expect(league.message).toBe("Scope: the club has no league 'L9'");
  });

  it('a set-password link works once; a deactivated member is signed out at once and cannot sign in again', async () => {
    const call = await admin();
    const link = await call.admin.passwordLink({ memberId: 'eve' });
    expect(link.path).toMatch(/^\/set-password\?token=[\w-]{43}$/);
    expect(Date.parse(link.expiresAt) - club.clock.now).toBe(24 * 60 * 60 * 1000);
    const token = new URLSearchParams(link.path.split('?')[1]).get('token')!;
    const anonymous = club.caller().call;
    expect(await anonymous.auth.setPassword({ token, password: 'eve has a new one' })).toEqual({ passwordSet: true });
    const again = await failure(anonymous.auth.setPassword({ token, password: 'eve has a new one' }));
    expect([again.code, again.message]).toEqual([
      'BAD_REQUEST',
      'This set-password link was already used: ask the club administrator for a new one.',
    ]);
    const signedIn = await club.auth.signIn({
      email: 'eve@club.test',
      password: 'eve has a new one',
      clientAddress: 'test',
    });
    const eve = club.caller({ token: signedIn.token }).call;
    expect((await eve.auth.me())?.memberId).toBe('eve');
    await call.admin.deactivateMember({ memberId: 'eve' });
    // Her next request, with the same cookie, is no longer signed in.
    expect(await club.caller({ token: signedIn.token }).call.auth.me()).toBeNull();
    const again2 = await failure(
      club.caller().call.auth.signIn({ email: 'eve@club.test', password: 'eve has a new one' }),
    );
    expect([again2.code, again2.message]).toEqual(['UNAUTHORIZED', 'Wrong email or password.']);
  });

  it('"forgot password": the same answer for any email; the administrator sees who asked and when, answers with a link or dismisses', async () => {
    const anonymous = club.caller({ address: '198.51.100.20' }).call;
    expect(await anonymous.auth.requestPasswordLink({ email: 'nobody@club.test' })).toEqual({ asked: true });
    expect(await anonymous.auth.requestPasswordLink({ email: 'EVE@club.test' })).toEqual({ asked: true });
    club.clock.now += 60_000;
    expect(await anonymous.auth.requestPasswordLink({ email: 'ann@club.test' })).toEqual({ asked: true });
    const call = await admin();
    const asked = await call.admin.passwordRequests();
    expect(asked).toEqual([
      {
        requestId: expect.any(Number),
        memberId: 'eve',
        name: 'Eve',
        requestedAt: '2026-03-01T19:00:00.000Z',
        active: true,
      },
      {
        requestId: expect.any(Number),
        memberId: 'ann',
        name: 'Ann',
        requestedAt: '2026-03-01T19:01:00.000Z',
        active: true,
      },
    ]);
    // Eve's link answers her request; Ann's is dismissed, and a second dismissal names it.
    await call.admin.passwordLink({ memberId: 'eve' });
    await call.admin.dismissPasswordRequest({ requestId: asked[1]!.requestId });
    expect(await call.admin.passwordRequests()).toEqual([]);
    const again = await failure(call.admin.dismissPasswordRequest({ requestId: asked[1]!.requestId }));
    expect([again.code, again.message]).toEqual([
      'NOT_FOUND',
      'This request for a set-password link was already answered or dismissed.',
    ]);
    const empty = await failure(anonymous.auth.requestPasswordLink({ email: ' ' }));
    expect([empty.code, empty.message]).toEqual(['BAD_REQUEST', expect.stringMatching(/enter your email address/)]);
  });

  it('"forgot password" asked too often from one address is refused, saying when to try again', async () => {
    const anonymous = club.caller({ address: '198.51.100.21' }).call;
    for (let i = 0; i < 3; i++) await anonymous.auth.requestPasswordLink({ email: 'eve@club.test' });
    const refused = await failure(anonymous.auth.requestPasswordLink({ email: 'eve@club.test' }));
    expect([refused.code, refused.message]).toEqual([
      'TOO_MANY_REQUESTS',
      'Too many requests for a set-password link: try again in 15 minutes (at 2026-03-01T19:15:00.000Z).',
    ]);
  });

  it('admin.importMembers answers what was recorded, or the errors by line and column', async () => {
    const call = await admin();
    expect(await call.admin.importMembers({ csv: 'name,email\nZoe,zoe@club.test\n' })).toEqual({
      recorded: true,
      admitted: 1,
      updated: 0,
      matched: 0,
      errors: [],
    });
    expect((await call.admin.importMembers({ csv: 'name,email\nZoe,\n' })).errors).toEqual([
      { line: 2, column: 'email', message: 'no email' },
    ]);
  });
});
