// club.members on a real store: members with their roles as granted and revoked (scoped grants kept
// apart from club-wide ones), listed by the club's prefix; catch-up equals a replay (verify).
import { describe, expect, it } from 'vitest';
import { clubDecider, clubStreamId, type ClubCommand } from '@club/club';
import { createCommandHandler } from '@club/event-store';
import { clubMembersProjection, createProjectionRunner, readClub, readMember, readMembers } from '../../src';
import { useTempStore } from '../storage/support/temp-store';

const temp = useTempStore();
const at = '2026-11-21T10:00:00.000Z';

async function clubWith(commands: readonly ClubCommand[]) {
  const store = temp.open();
  const handle = createCommandHandler(store, clubDecider);
  for (const c of commands) await handle(clubStreamId('c1'), c);
  const runner = createProjectionRunner(store, { projections: [clubMembersProjection] });
  runner.catchUp();
  return runner;
}

describe('club.members', () => {
  const founding: ClubCommand[] = [
    { type: 'FoundClub', clubId: 'c1', name: 'Körös Bridge Club', at },
    { type: 'AdmitMember', memberId: 'm2', name: 'Béla Kovács', email: 'bela@example.org', at },
    { type: 'AdmitMember', memberId: 'm1', name: 'Anna Szabó', at },
    { type: 'GrantRole', memberId: 'm2', role: 'director', scope: { kind: 'session', id: 's1' }, at },
    { type: 'GrantRole', memberId: 'm2', role: 'director', scope: { kind: 'session', id: 's2' }, at },
    { type: 'GrantRole', memberId: 'm1', role: 'club-admin', at },
  ];

  it('holds the club, each member and the roles with their scopes; lists members in id order', async () => {
    const runner = await clubWith(founding);
    expect(readClub(runner, 'c1')).toEqual({ kind: 'club', clubId: 'c1', name: 'Körös Bridge Club', foundedAt: at });
    expect(readMember(runner, 'c1', 'm2')).toEqual({
      kind: 'member',
      clubId: 'c1',
      memberId: 'm2',
      name: 'Béla Kovács',
      email: 'bela@example.org',
      federationId: null,
      joinedAt: at,
      deactivatedAt: null,
      roles: [
        { role: 'director', scope: { kind: 'session', id: 's1' }, grantedAt: at },
        { role: 'director', scope: { kind: 'session', id: 's2' }, grantedAt: at },
      ],
    });
    expect(readMembers(runner, 'c1').map((m) => [m.memberId, m.email])).toEqual([
      ['m1', null],
      ['m2', 'bela@example.org'],
    ]);
    expect(readMembers(runner, 'c2')).toEqual([]);
  });

  it("follows a member's changed details and his deactivation; he stays listed", async () => {
    const later = '2026-11-22T10:00:00.000Z';
    const runner = await clubWith([
      ...founding,
      { type: 'EditMember', memberId: 'm2', name: 'Béla Kovács Jr', at: later },
      { type: 'DeactivateMember', memberId: 'm2', at: later },
    ]);
    expect(readMember(runner, 'c1', 'm2')).toMatchObject({
      name: 'Béla Kovács Jr',
      email: null,
      joinedAt: at,
      deactivatedAt: later,
    });
    expect(readMembers(runner, 'c1').map((m) => m.memberId)).toEqual(['m1', 'm2']);
  });

  it("carries each member's federation id, recorded on admission or later", async () => {
    const runner = await clubWith([
      ...founding,
      { type: 'AdmitMember', memberId: 'm3', name: 'Csaba Tóth', federationId: '90003', at },
      { type: 'RecordMemberFederationId', memberId: 'm1', federationId: '90001', at },
    ]);
    expect(readMembers(runner, 'c1').map((m) => [m.memberId, m.federationId])).toEqual([
      ['m1', '90001'],
      ['m2', null],
      ['m3', '90003'],
    ]);
    expect(runner.verify().ok).toBe(true);
  });

  it('a revocation removes only the grant of that role and scope', async () => {
    const runner = await clubWith([
      ...founding,
      { type: 'RevokeRole', memberId: 'm2', role: 'director', scope: { kind: 'session', id: 's1' }, at },
    ]);
    expect(readMember(runner, 'c1', 'm2')!.roles.map((r) => r.scope)).toEqual([{ kind: 'session', id: 's2' }]);
    expect(runner.verify().ok).toBe(true);
  });
});
