// club.role-audit on a real store: each grant and revocation, each member added, edited (what
// changed), marked inactive or given a federation id, in log order, with its time and the actor
// who recorded it; the club's founding adds nothing.
import { describe, expect, it } from 'vitest';
import { clubDecider, clubStreamId, type ClubCommand } from '@club/club';
import { createCommandHandler } from '@club/event-store';
import { createProjectionRunner, readRoleAudit, roleAuditKey, roleAuditProjection } from '../../src';
import { useTempStore } from '../storage/support/temp-store';

const temp = useTempStore();
const at = '2026-11-21T10:00:00.000Z';
const later = '2026-11-22T10:00:00.000Z';

describe('club.role-audit', () => {
  it('lists who changed which role when', async () => {
    const store = temp.open();
    const handle = createCommandHandler(store, clubDecider);
    const by = (id: string) => ({ actor: { id, role: 'club-admin' } });
    const run = (command: ClubCommand, metadata?: ReturnType<typeof by>) =>
      handle(clubStreamId('c1'), command, metadata);
    await run({ type: 'FoundClub', clubId: 'c1', name: 'Club', at });
    await run({ type: 'AdmitMember', memberId: 'm1', name: 'Anna', at });
    await run({ type: 'AdmitMember', memberId: 'm2', name: 'Béla', at });
    await run({ type: 'GrantRole', memberId: 'm1', role: 'club-admin', at });
    const runner = createProjectionRunner(store, { projections: [roleAuditProjection] });
    runner.catchUp();
    expect(readRoleAudit(runner, 'c1').slice(0, 2)).toEqual([
      { change: 'added', memberId: 'm1', name: 'Anna', email: null, at, by: 'system' },
      { change: 'added', memberId: 'm2', name: 'Béla', email: null, at, by: 'system' },
    ]);
    await run(
      { type: 'GrantRole', memberId: 'm2', role: 'director', scope: { kind: 'session', id: 's1' }, at: later },
      by('m1'),
    );
    await run(
      { type: 'RevokeRole', memberId: 'm2', role: 'director', scope: { kind: 'session', id: 's1' }, at: later },
      by('m1'),
    );
    runner.catchUp();
    expect(readRoleAudit(runner, 'c1').slice(2)).toEqual([
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

  it("lists membership changes: an edit says what changed; a rebuild's one step folds the same", async () => {
    const store = temp.open();
    const handle = createCommandHandler(store, clubDecider);
    const run = (command: ClubCommand) =>
      handle(clubStreamId('c1'), command, { actor: { id: 'm1', role: 'club-admin' } });
    await run({ type: 'FoundClub', clubId: 'c1', name: 'Club', at });
    await run({ type: 'AdmitMember', memberId: 'm2', name: 'Béla', email: 'bela@club.hu', at });
    await run({ type: 'EditMember', memberId: 'm2', name: 'Béla Nagy', email: 'bela@club.hu', at: later });
    await run({
      type: 'EditMember',
      memberId: 'm2',
      name: 'Béla Nagy',
      email: 'nagy@club.hu',
      federationId: '90002',
      at: later,
    });
    await run({ type: 'DeactivateMember', memberId: 'm2', at: later });
    const runner = createProjectionRunner(store, { projections: [roleAuditProjection] });
    runner.catchUp();
    const by = 'm1';
    const audit = [
      { change: 'added', memberId: 'm2', name: 'Béla', email: 'bela@club.hu', at, by },
      { change: 'edited', memberId: 'm2', details: { name: { from: 'Béla', to: 'Béla Nagy' } }, at: later, by },
      {
        change: 'edited',
        memberId: 'm2',
        details: { email: { from: 'bela@club.hu', to: 'nagy@club.hu' } },
        at: later,
        by,
      },
      { change: 'federation-id', memberId: 'm2', federationId: '90002', at: later, by },
      { change: 'deactivated', memberId: 'm2', at: later, by },
    ];
    expect(readRoleAudit(runner, 'c1')).toEqual(audit);
    const events = store.readAll().filter((e) => roleAuditProjection.types.includes(e.type));
    const folded = events.reduce(roleAuditProjection.evolve, roleAuditProjection.initial(roleAuditKey('c1')));
    const once = roleAuditProjection.evolveAll!(roleAuditProjection.initial(roleAuditKey('c1')), events);
    expect(once).toEqual(folded);
    expect(once.changes).toEqual(audit);
  });
});
