// club.role-audit on a real store: each grant and revocation in log order, with its scope, time
// and the actor who recorded it; other club events add nothing.
import { describe, expect, it } from 'vitest';
import { clubDecider, clubStreamId, type ClubCommand } from '@club/club';
import { createCommandHandler } from '@club/event-store';
import { createProjectionRunner, readRoleAudit, roleAuditProjection } from '../../src';
import { useTempStore } from '../storage/support/temp-store';

const temp = useTempStore();
const at = '2026-11-21T10:00:00.000Z';
const later = '2026-11-22T10:00:00.000Z';

describe('club.role-audit', () => {
  it('lists who changed which role when', () => {
    const store = temp.open();
    const handle = createCommandHandler(store, clubDecider);
    const by = (id: string) => ({ actor: { id, role: 'club-admin' } });
    const run = (command: ClubCommand, metadata?: ReturnType<typeof by>) =>
      handle(clubStreamId('c1'), command, metadata);
    run({ type: 'FoundClub', clubId: 'c1', name: 'Club', at });
    run({ type: 'AdmitMember', memberId: 'm1', name: 'Anna', at });
    run({ type: 'AdmitMember', memberId: 'm2', name: 'Béla', at });
    run({ type: 'GrantRole', memberId: 'm1', role: 'club-admin', at });
    run(
      { type: 'GrantRole', memberId: 'm2', role: 'director', scope: { kind: 'session', id: 's1' }, at: later },
      by('m1'),
    );
    run(
      { type: 'RevokeRole', memberId: 'm2', role: 'director', scope: { kind: 'session', id: 's1' }, at: later },
      by('m1'),
    );
    const runner = createProjectionRunner(store, { projections: [roleAuditProjection] });
    runner.catchUp();
    expect(readRoleAudit(runner, 'c1')).toEqual([
      { change: 'granted', memberId: 'm1', role: 'club-admin', scope: null, at, by: 'system' },
      {
        change: 'granted',
        memberId: 'm2',
        role: 'director',
        scope: { kind: 'session', id: 's1' },
        at: later,
        by: 'm1',
      },
      {
        change: 'revoked',
        memberId: 'm2',
        role: 'director',
        scope: { kind: 'session', id: 's1' },
        at: later,
        by: 'm1',
      },
    ]);
    expect(readRoleAudit(runner, 'c2')).toEqual([]);
  });
});
