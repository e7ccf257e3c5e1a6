// The club administrator's members area on a real club file: a member added gets an id from his
// name, is edited and marked inactive (he stays on the roll, after the active ones); each change
// is an event of the club stream with the administrator as its actor; refusals record nothing.
import { clubDecider, clubStreamId, leagueDecider, leagueStreamId, seasonDecider, seasonStreamId } from '@club/club';
import { describe, expect, it } from 'vitest';
import { executeBridge } from '../../src/bridge/bridge-commands';
import { memberAdminUseCases } from '../../src/site/member-admin';
import { memberIdFor } from '../../src/site/member-id-for';
import { registry as appRegistry } from '../../src/registry';
import { scheduleSmallMitchell } from '../support/small-mitchell';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();
const AT = '2026-11-21T18:00:00.000Z';
const admin = { memberId: 'cecil' };

async function foundedClub() {
  const club = await clubs.open({ queue: 'in-process', registry: appRegistry });
  const stream = clubStreamId('c1');
  await executeBridge(club, stream, clubDecider, { type: 'FoundClub', clubId: 'c1', name: 'Club', at: AT });
  await executeBridge(club, stream, clubDecider, {
    type: 'AdmitMember',
    memberId: 'cecil',
    name: 'Cecil Admin',
    at: AT,
  });
  await executeBridge(club, stream, clubDecider, { type: 'GrantRole', memberId: 'cecil', role: 'club-admin', at: AT });
  await club.settle();
  return { club, admin: memberAdminUseCases(club, 'c1', () => AT) };
}

/** Session s1 ("Monday pairs") in league l1 ("Pairs league") of season y1: what a role may be scoped to. */
async function withSessionAndLeague(club: Awaited<ReturnType<typeof foundedClub>>['club']) {
  await executeBridge(club, seasonStreamId('y1'), seasonDecider, {
    type: 'OpenSeason',
    seasonId: 'y1',
    clubId: 'c1',
    name: '2026',
    startsOn: '2026-01-01',
    endsOn: '2026-12-31',
  });
  await executeBridge(club, leagueStreamId('l1'), leagueDecider, {
    type: 'CreateLeague',
    leagueId: 'l1',
    seasonId: 'y1',
    name: 'Pairs league',
    game: 'bridge',
    rankingRule: { kind: 'average-percentage', minSessions: 1 },
  });
  await scheduleSmallMitchell(club, 's1', { prefix: 'p', name: 'Monday pairs', startsAt: '2026-11-23T18:00:00.000Z' });
  await club.settle();
}

describe("the club administrator's members", () => {
  it('makes an id from the name, unique in the club', () => {
    expect(memberIdFor('Zoltán Nagy', () => false)).toBe('zoltan_nagy');
    const taken = new Set(['zoltan_nagy', 'zoltan_nagy_2']);
    expect(memberIdFor('Zoltán  Nagy!', (id) => taken.has(id))).toBe('zoltan_nagy_3');
    expect(memberIdFor('ÁÉ', () => false)).toBe('ae');
    expect(memberIdFor('…', () => false)).toBe('member');
  });

  it('adds, edits and deactivates a member, each an event with the administrator as actor', async () => {
    const { club, admin: members } = await foundedClub();
    const added = await members.addMember({ name: 'Zoé Szabó', email: 'zoe@club.hu', federationId: '90001' }, admin);
    expect(added).toEqual({ ok: true, memberId: 'zoe_szabo' });
    expect(await members.editMember({ memberId: 'zoe_szabo', name: 'Zoé Kiss', email: 'zoe@club.hu' }, admin)).toEqual({
      ok: true,
    });
    expect(await members.deactivateMember({ memberId: 'zoe_szabo' }, admin)).toEqual({ ok: true });
    expect(members.memberRoll()).toEqual([
      {
        memberId: 'cecil',
        name: 'Cecil Admin',
        email: null,
        federationId: null,
        joinedAt: AT,
        deactivatedAt: null,
        grants: [{ role: 'member' }, { role: 'club-admin' }],
      },
      {
        memberId: 'zoe_szabo',
        name: 'Zoé Kiss',
        email: 'zoe@club.hu',
        federationId: '90001',
        joinedAt: AT,
        deactivatedAt: AT,
        grants: [{ role: 'member' }],
      },
    ]);
    const changes = club.store.readStream(clubStreamId('c1')).filter((e) => e.metadata.actor.id === 'cecil');
    expect(changes.map((e) => [e.type, e.metadata.actor.role])).toEqual([
      ['MemberJoined', 'club-admin'],
      ['MemberFederationIdRecorded', 'club-admin'],
      ['MemberDetailsChanged', 'club-admin'],
      ['MemberDeactivated', 'club-admin'],
    ]);
  });

  it('refuses with the code and field, recording nothing', async () => {
    const { club, admin: members } = await foundedClub();
    await members.addMember({ name: 'Anna', email: 'anna@club.hu' }, admin);
    const before = club.store.streamVersion(clubStreamId('c1'));
    expect(await members.addMember({ name: 'Anna Two', email: 'ANNA@club.hu' }, admin)).toMatchObject({
      ok: false,
      code: 'email-held',
      params: { field: 'email', memberId: 'anna' },
    });
    expect(await members.deactivateMember({ memberId: 'cecil' }, admin)).toMatchObject({
      ok: false,
      code: 'last-club-admin',
    });
    expect(await members.editMember({ memberId: 'nobody', name: 'X', email: 'x@club.hu' }, admin)).toMatchObject({
      ok: false,
      code: 'unknown-member',
    });
    expect(club.store.streamVersion(clubStreamId('c1'))).toBe(before);
  });

  it('grants and revokes roles with their scope; the audit names who changed which role when', async () => {
    const { club, admin: members } = await foundedClub();
    await withSessionAndLeague(club);
    await members.addMember({ name: 'Dóra Director', email: 'dora@club.hu' }, admin);
    const scope = { kind: 'session' as const, id: 's1' };
    expect(await members.grantRole({ memberId: 'dora_director', role: 'director', scope }, admin)).toEqual({
      ok: true,
    });
    expect(await members.grantRole({ memberId: 'dora_director', role: 'director' }, admin)).toEqual({ ok: true });
    expect(await members.revokeRole({ memberId: 'dora_director', role: 'director', scope }, admin)).toEqual({
      ok: true,
    });
    expect(await members.revokeRole({ memberId: 'cecil', role: 'club-admin' }, admin)).toMatchObject({
      ok: false,
      code: 'last-club-admin',
    });
    const dora = { memberId: 'dora_director', name: 'Dóra Director' };
    const cecil = { memberId: 'cecil', name: 'Cecil Admin' };
    expect(members.roleAudit()).toEqual([
      { at: AT, change: 'revoked', grant: { role: 'director', scope }, member: dora, by: cecil },
      { at: AT, change: 'granted', grant: { role: 'director' }, member: dora, by: cecil },
      { at: AT, change: 'granted', grant: { role: 'director', scope }, member: dora, by: cecil },
      { at: AT, change: 'added', name: 'Dóra Director', email: 'dora@club.hu', member: dora, by: cecil },
      { at: AT, change: 'granted', grant: { role: 'club-admin' }, member: cecil, by: null },
      { at: AT, change: 'added', name: 'Cecil Admin', email: null, member: cecil, by: null },
    ]);
    expect(members.memberRoll().find((m) => m.memberId === 'dora_director')?.grants).toEqual([
      { role: 'member' },
      { role: 'director' },
    ]);
  });

  it('offers the sessions and leagues a role may be scoped to; refuses one the club does not have, naming it', async () => {
    const { club, admin: members } = await foundedClub();
    await withSessionAndLeague(club);
    await members.addMember({ name: 'Dóra Director', email: 'dora@club.hu' }, admin);
    expect(members.roleScopes()).toEqual({
      sessions: [{ sessionId: 's1', name: 'Monday pairs', startsAt: '2026-11-23T18:00:00.000Z', game: 'bridge' }],
      leagues: [{ leagueId: 'l1', name: 'Pairs league', game: 'bridge' }],
    });
    const before = club.store.streamVersion(clubStreamId('c1'));
    const grant = (kind: 'session' | 'league', id: string) =>
      members.grantRole(
        { memberId: 'dora_director', role: kind === 'session' ? 'director' : 'league-admin', scope: { kind, id } },
        admin,
      );
    expect(await grant('session', 's9')).toEqual({
      ok: false,
      error: "scope: the club has no session 's9'",
      code: 'scope-unknown',
      params: { field: 'scope', kind: 'session', id: 's9' },
    });
    expect(await grant('league', 'l9')).toMatchObject({ ok: false, error: "scope: the club has no league 'l9'" });
    expect(club.store.streamVersion(clubStreamId('c1'))).toBe(before);
    expect(await grant('session', 's1')).toEqual({ ok: true });
    expect(await grant('league', 'l1')).toEqual({ ok: true });
  });

  it('names the holder of a sign-in account: an active member, with his email if the club has one', async () => {
    const { admin: members } = await foundedClub();
    await members.addMember({ name: 'Dóra', email: 'dora@club.hu' }, admin);
    expect(members.accountHolder('dora')).toEqual({ ok: true, memberId: 'dora', email: 'dora@club.hu', name: 'Dóra' });
    expect(members.accountHolder('cecil')).toEqual({ ok: true, memberId: 'cecil', email: null, name: 'Cecil Admin' });
    expect(members.accountHolder('nobody')).toMatchObject({ ok: false, code: 'member-unknown' });
    await members.grantRole({ memberId: 'dora', role: 'club-admin' }, admin);
    await members.deactivateMember({ memberId: 'dora' }, admin);
    expect(members.accountHolder('dora')).toMatchObject({ ok: false, code: 'member-inactive' });
  });

  it("names the members of pending password requests, each active or not (an inactive one's is not to be answered)", async () => {
    const { admin: members } = await foundedClub();
    await members.addMember({ name: 'Dóra', email: 'dora@club.hu' }, admin);
    await members.addMember({ name: 'Ede', email: 'ede@club.hu' }, admin);
    await members.deactivateMember({ memberId: 'ede' }, admin);
    const at = '2026-11-21T18:00:00.000Z';
    expect(
      members.passwordRequests([
        { requestId: 1, memberId: 'dora', requestedAt: at },
        { requestId: 2, memberId: 'ede', requestedAt: at },
        { requestId: 3, memberId: 'gone', requestedAt: at },
      ]),
    ).toEqual([
      { requestId: 1, memberId: 'dora', requestedAt: at, name: 'Dóra', active: true },
      { requestId: 2, memberId: 'ede', requestedAt: at, name: 'Ede', active: false },
      { requestId: 3, memberId: 'gone', requestedAt: at, name: 'gone', active: false },
    ]);
  });

  it('imports a member list: nothing recorded while a line is bad; known members matched, not duplicated', async () => {
    const { club, admin: members } = await foundedClub();
    await members.addMember({ name: 'Anna', email: 'anna@club.hu' }, admin);
    const before = club.store.streamVersion(clubStreamId('c1'));
    const bad = 'name,email,federation id\nBéla,bela@club.hu,90002\nCili,cili-at-club.hu,\n';
    expect(await members.importMembers({ csv: bad }, admin)).toEqual({
      recorded: false,
      admitted: 0,
      updated: 0,
      matched: 0,
      errors: [{ line: 3, column: 'email', message: "'cili-at-club.hu' is not an email address" }],
    });
    expect(club.store.streamVersion(clubStreamId('c1'))).toBe(before);
    const good = 'name,email,federation id\nAnna Kovács,ANNA@club.hu,90001\nBéla,bela@club.hu,90002\n';
    expect(await members.importMembers({ csv: good }, admin)).toEqual({
      recorded: true,
      admitted: 1,
      updated: 1,
      matched: 0,
      errors: [],
    });
    expect(members.memberRoll().map((m) => [m.memberId, m.name, m.email, m.federationId])).toEqual([
      ['anna', 'Anna Kovács', 'anna@club.hu', '90001'],
      ['bela', 'Béla', 'bela@club.hu', '90002'],
      ['cecil', 'Cecil Admin', null, null],
    ]);
    // The same list again changes nothing: both matched, no event appended.
    const after = club.store.streamVersion(clubStreamId('c1'));
    expect(await members.importMembers({ csv: good }, admin)).toEqual({
      recorded: true,
      admitted: 0,
      updated: 0,
      matched: 2,
      errors: [],
    });
    expect(club.store.streamVersion(clubStreamId('c1'))).toBe(after);
  });

  it("an import's new name is an edit by the administrator, in the audit; a member who left keeps his name", async () => {
    const { admin: members } = await foundedClub();
    await members.addMember({ name: 'Anna', email: 'anna@club.hu', federationId: '90001' }, admin);
    await members.addMember({ name: 'Régi Rezső', email: 'rezso@club.hu' }, admin);
    await members.deactivateMember({ memberId: 'regi_rezso' }, admin);
    const csv = 'name,email,federation id\nAnna Kovács,anna-new@club.hu,90001\nRezső Régi,rezso@club.hu,\n';
    expect(await members.importMembers({ csv }, admin)).toMatchObject({ recorded: true, updated: 1, matched: 1 });
    // Matched by the federation id: the name is updated, the email the club knows him by stays.
    expect(members.memberRoll().map((m) => [m.name, m.email])).toEqual([
      ['Anna Kovács', 'anna@club.hu'],
      ['Cecil Admin', null],
      ['Régi Rezső', 'rezso@club.hu'],
    ]);
    expect(members.roleAudit()[0]).toMatchObject({
      change: 'edited',
      member: { memberId: 'anna', name: 'Anna Kovács' },
      by: { memberId: 'cecil', name: 'Cecil Admin' },
      details: { name: { from: 'Anna', to: 'Anna Kovács' } },
    });
  });
});
