import { describe, it } from 'vitest';
import { expect } from 'vitest';
import { deciderSpec } from '@club/testing';
import { clubDecider, holdsRole, parseClubCommand, type ClubEvent } from '../../src';

const spec = deciderSpec(clubDecider);
const AT = '2026-11-21T18:00:00.000Z';
const founded: ClubEvent = { type: 'ClubFounded', schemaVersion: 1, clubId: 'bk', name: 'Bridge Klub', at: AT };
const anna: ClubEvent = { type: 'MemberJoined', schemaVersion: 1, memberId: 'anna', name: 'Anna Kovacs', at: AT };

describe('club, members and roles', () => {
  it('founds a club and admits a member', () => {
    spec.given([]).when({ type: 'FoundClub', clubId: 'bk', name: 'Bridge Klub', at: AT }).then([founded]);
    spec.given([founded]).when({ type: 'AdmitMember', memberId: 'anna', name: 'Anna Kovacs', at: AT }).then([anna]);
    spec
      .given([founded, anna])
      .when({ type: 'AdmitMember', memberId: 'anna', name: 'Anna', at: AT })
      .thenThrows(/'anna' is already a member/);
    spec.given([]).when({ type: 'AdmitMember', memberId: 'anna', name: 'Anna', at: AT }).thenThrows('no-club');
  });

  it("records a member's federation id on admission or later; refuses one another member holds", () => {
    const annaId: ClubEvent = {
      type: 'MemberFederationIdRecorded',
      schemaVersion: 1,
      memberId: 'anna',
      federationId: '90001',
      at: AT,
    };
    spec
      .given([founded])
      .when({ type: 'AdmitMember', memberId: 'anna', name: 'Anna Kovacs', federationId: '90001', at: AT })
      .then([anna, annaId]);
    const bela: ClubEvent = { type: 'MemberJoined', schemaVersion: 1, memberId: 'bela', name: 'Bela Nagy', at: AT };
    spec
      .given([founded, anna, bela])
      .when({ type: 'RecordMemberFederationId', memberId: 'bela', federationId: '90002', at: AT })
      .then([{ ...annaId, memberId: 'bela', federationId: '90002' }]);
    spec
      .given([founded, anna, annaId])
      .when({ type: 'RecordMemberFederationId', memberId: 'anna', federationId: '90001', at: AT })
      .then([]);
    spec
      .given([founded, anna, annaId, bela])
      .when({ type: 'RecordMemberFederationId', memberId: 'bela', federationId: '90001', at: AT })
      .thenThrows(/federationId: '90001' is the federation id of Anna Kovacs/);
    spec
      .given([founded, anna, annaId])
      .when({ type: 'AdmitMember', memberId: 'bela', name: 'Bela Nagy', federationId: '90001', at: AT })
      .thenThrows('federation-id-held');
    spec
      .given([founded])
      .when({ type: 'RecordMemberFederationId', memberId: 'bela', federationId: '90002', at: AT })
      .thenThrows('unknown-member');
    const state = [founded, anna, annaId].reduce(clubDecider.evolve, clubDecider.initialState);
    expect(state.members['anna']?.federationId).toBe('90001');
  });

  it('a member chooses his own language: given none, when he chooses Czech, then it is recorded; the same again is nothing', () => {
    const chosen: ClubEvent = {
      type: 'MemberLanguageChosen',
      schemaVersion: 1,
      memberId: 'anna',
      language: 'cs',
      at: AT,
    };
    spec
      .given([founded, anna])
      .when({ type: 'ChooseLanguage', memberId: 'anna', language: 'cs', at: AT })
      .then([chosen]);
    spec
      .given([founded, anna, chosen])
      .when({ type: 'ChooseLanguage', memberId: 'anna', language: 'cs', at: AT })
      .then([]);
    spec
      .given([founded, anna, chosen])
      .when({ type: 'ChooseLanguage', memberId: 'anna', language: 'hu', at: AT })
      .then([{ ...chosen, language: 'hu' }]);
    spec
      .given([founded])
      .when({ type: 'ChooseLanguage', memberId: 'anna', language: 'cs', at: AT })
      .thenThrows('unknown-member');
    const gone: ClubEvent = { type: 'MemberDeactivated', schemaVersion: 1, memberId: 'anna', at: AT };
    spec
      .given([founded, anna, gone])
      .when({ type: 'ChooseLanguage', memberId: 'anna', language: 'cs', at: AT })
      .thenThrows('member-inactive');
    expect(() => parseClubCommand({ type: 'ChooseLanguage', memberId: 'anna', language: 'de', at: AT })).toThrow(
      /language/,
    );
    const state = [founded, anna, chosen].reduce(clubDecider.evolve, clubDecider.initialState);
    expect(state.members['anna']?.language).toBe('cs');
  });

  it('grants a role scoped to one session; the member holds it there only', () => {
    const scope = { kind: 'session' as const, id: 's1' };
    const granted: ClubEvent = {
      type: 'RoleGranted',
      schemaVersion: 1,
      memberId: 'anna',
      role: 'director',
      scope,
      at: AT,
    };
    spec
      .given([founded, anna])
      .when({ type: 'GrantRole', memberId: 'anna', role: 'director', scope, at: AT })
      .then([granted]);
    const state = [founded, anna, granted].reduce(clubDecider.evolve, clubDecider.initialState);
    expect(holdsRole(state, 'anna', 'director', scope)).toBe(true);
    expect(holdsRole(state, 'anna', 'director', { kind: 'session', id: 's2' })).toBe(false);
    expect(holdsRole(state, 'anna', 'director')).toBe(false);
  });

  it("refuses a scope the role is not held in: the appeals committee is the club's", () => {
    spec
      .given([founded, anna])
      .when({
        type: 'GrantRole',
        memberId: 'anna',
        role: 'appeals-committee',
        scope: { kind: 'session', id: 's1' },
        at: AT,
      })
      .thenThrows(/scope: the role appeals-committee is not held for one session/);
    spec
      .given([founded, anna])
      .when({ type: 'GrantRole', memberId: 'anna', role: 'league-admin', scope: { kind: 'session', id: 's1' }, at: AT })
      .thenThrows('scope-not-for-role');
  });

  it('refuses a role to a stranger, a role twice, revoking a role not held', () => {
    spec
      .given([founded])
      .when({ type: 'GrantRole', memberId: 'bob', role: 'director', at: AT })
      .thenThrows(/'bob' is not a member/);
    const granted: ClubEvent = { type: 'RoleGranted', schemaVersion: 1, memberId: 'anna', role: 'club-admin', at: AT };
    spec
      .given([founded, anna, granted])
      .when({ type: 'GrantRole', memberId: 'anna', role: 'club-admin', at: AT })
      .thenThrows('role-held');
    spec
      .given([founded, anna])
      .when({ type: 'RevokeRole', memberId: 'anna', role: 'appeals-committee', at: AT })
      .thenThrows('role-not-held');
    // Another club administrator remains, so anna may leave the role.
    const bela: ClubEvent = { type: 'MemberJoined', schemaVersion: 1, memberId: 'bela', name: 'Bela Nagy', at: AT };
    spec
      .given([founded, anna, granted, bela, { ...granted, memberId: 'bela' }])
      .when({ type: 'RevokeRole', memberId: 'anna', role: 'club-admin', at: AT })
      .then([{ type: 'RoleRevoked', schemaVersion: 1, memberId: 'anna', role: 'club-admin', at: AT }]);
  });

  it("edits a member's details and federation id; a change only when something changed", () => {
    spec
      .given([founded, anna])
      .when({
        type: 'EditMember',
        memberId: 'anna',
        name: 'Anna Kovács',
        email: 'anna@club.hu',
        federationId: '90001',
        at: AT,
      })
      .then([
        {
          type: 'MemberDetailsChanged',
          schemaVersion: 1,
          memberId: 'anna',
          name: 'Anna Kovács',
          email: 'anna@club.hu',
          at: AT,
        },
        { type: 'MemberFederationIdRecorded', schemaVersion: 1, memberId: 'anna', federationId: '90001', at: AT },
      ]);
    spec.given([founded, anna]).when({ type: 'EditMember', memberId: 'anna', name: 'Anna Kovacs', at: AT }).then([]);
    const bela: ClubEvent = {
      type: 'MemberJoined',
      schemaVersion: 1,
      memberId: 'bela',
      name: 'Bela',
      email: 'b@k.hu',
      at: AT,
    };
    spec
      .given([founded, anna, bela])
      .when({ type: 'EditMember', memberId: 'anna', name: 'Anna', email: 'B@k.hu', at: AT })
      .thenThrows(/email: 'B@k.hu' is the email of Bela \(bela\)/);
    spec
      .given([founded, bela])
      .when({ type: 'AdmitMember', memberId: 'anna', name: 'Anna', email: 'b@k.hu', at: AT })
      .thenThrows('email-held');
    spec
      .given([founded])
      .when({ type: 'EditMember', memberId: 'anna', name: 'Anna', at: AT })
      .thenThrows('unknown-member');
    const withEmail: ClubEvent = { ...anna, email: 'anna@club.hu' };
    const cleared: ClubEvent = {
      type: 'MemberDetailsChanged',
      schemaVersion: 1,
      memberId: 'anna',
      name: 'Anna',
      at: AT,
    };
    spec
      .given([founded, withEmail])
      .when({ type: 'EditMember', memberId: 'anna', name: 'Anna', at: AT })
      .then([cleared]);
    const state = [founded, withEmail, cleared].reduce(clubDecider.evolve, clubDecider.initialState);
    expect(state.members['anna']).toEqual({ name: 'Anna', roles: ['member'], active: true });
  });

  it('marks a member inactive: his history stays, he is refused new roles and edits', () => {
    const left: ClubEvent = { type: 'MemberDeactivated', schemaVersion: 1, memberId: 'anna', at: AT };
    spec.given([founded, anna]).when({ type: 'DeactivateMember', memberId: 'anna', at: AT }).then([left]);
    spec
      .given([founded, anna, left])
      .when({ type: 'DeactivateMember', memberId: 'anna', at: AT })
      .thenThrows(/Anna Kovacs \(anna\) is no longer an active member/);
    spec
      .given([founded, anna, left])
      .when({ type: 'GrantRole', memberId: 'anna', role: 'director', at: AT })
      .thenThrows('member-inactive');
    spec
      .given([founded, anna, left])
      .when({ type: 'EditMember', memberId: 'anna', name: 'Anna', at: AT })
      .thenThrows('member-inactive');
    const state = [founded, anna, left].reduce(clubDecider.evolve, clubDecider.initialState);
    expect(state.members['anna']).toEqual({ name: 'Anna Kovacs', roles: ['member'], active: false });
  });

  it('keeps at least one club administrator: the last may not leave the role or the club', () => {
    const annaAdmin: ClubEvent = {
      type: 'RoleGranted',
      schemaVersion: 1,
      memberId: 'anna',
      role: 'club-admin',
      at: AT,
    };
    const bela: ClubEvent = { type: 'MemberJoined', schemaVersion: 1, memberId: 'bela', name: 'Bela Nagy', at: AT };
    const belaAdmin: ClubEvent = { ...annaAdmin, memberId: 'bela' };
    spec
      .given([founded, anna, annaAdmin])
      .when({ type: 'RevokeRole', memberId: 'anna', role: 'club-admin', at: AT })
      .thenThrows(/Anna Kovacs is the club's only club administrator/);
    spec
      .given([founded, anna, annaAdmin])
      .when({ type: 'DeactivateMember', memberId: 'anna', at: AT })
      .thenThrows('last-club-admin');
    spec
      .given([founded, anna, annaAdmin, bela, belaAdmin])
      .when({ type: 'DeactivateMember', memberId: 'anna', at: AT })
      .then([{ type: 'MemberDeactivated', schemaVersion: 1, memberId: 'anna', at: AT }]);
    const belaLeft: ClubEvent = { type: 'MemberDeactivated', schemaVersion: 1, memberId: 'bela', at: AT };
    spec
      .given([founded, anna, annaAdmin, bela, belaAdmin, belaLeft])
      .when({ type: 'RevokeRole', memberId: 'anna', role: 'club-admin', at: AT })
      .thenThrows('last-club-admin');
  });

  it('parses commands from outside, naming the bad field', () => {
    expect(() => parseClubCommand({ type: 'GrantRole', memberId: 'anna', role: 'king', at: AT })).toThrow(
      /field 'role'/,
    );
    expect(() => parseClubCommand({ type: 'AdmitMember', memberId: 'anna', name: 'A', email: 'nope', at: AT })).toThrow(
      /field 'email'/,
    );
    expect(() =>
      parseClubCommand({ type: 'RecordMemberFederationId', memberId: 'anna', federationId: '90 01', at: AT }),
    ).toThrow(/field 'federationId'/);
  });
});
