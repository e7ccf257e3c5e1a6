// Planning a member list against the club: known members matched by email or federation id (not
// admitted twice), a missing federation id recorded, new ones admitted with ids from their names,
// and a line the club decider refuses named by line and column.
import { clubDecider, type ClubEvent } from '@club/club';
import { describe, expect, it } from 'vitest';
import { planMemberImport } from '../../src/site/member-import-plan';

const AT = '2026-11-21T18:00:00.000Z';
const club = (
  [
    { type: 'ClubFounded', schemaVersion: 1, clubId: 'c1', name: 'Club', at: AT },
    { type: 'MemberJoined', schemaVersion: 1, memberId: 'anna', name: 'Anna', email: 'anna@club.hu', at: AT },
    { type: 'MemberJoined', schemaVersion: 1, memberId: 'bela', name: 'Béla', at: AT },
    { type: 'MemberFederationIdRecorded', schemaVersion: 1, memberId: 'bela', federationId: '90002', at: AT },
  ] satisfies ClubEvent[]
).reduce(clubDecider.evolve, clubDecider.initialState);

describe('planning a member list', () => {
  it('matches known members, records a missing federation id, admits the rest', () => {
    const plan = planMemberImport(
      club,
      [
        { line: 2, name: 'Anna', email: 'ANNA@club.hu', federationId: '90001' },
        { line: 3, name: 'Béla', email: 'bela@club.hu', federationId: '90002' },
        { line: 4, name: 'Cili Tóth', email: 'cili@club.hu' },
      ],
      AT,
    );
    expect(plan).toEqual({
      commands: [
        { type: 'RecordMemberFederationId', memberId: 'anna', federationId: '90001', at: AT },
        { type: 'AdmitMember', memberId: 'cili_toth', name: 'Cili Tóth', email: 'cili@club.hu', at: AT },
      ],
      admitted: 1,
      updated: 0,
      matched: 2,
      errors: [],
    });
  });

  it("updates a known member's name that the file writes otherwise, keeping the email the club knows", () => {
    const plan = planMemberImport(
      club,
      [
        { line: 2, name: 'Anna Kovács', email: 'anna@club.hu', federationId: '90001' },
        { line: 3, name: 'Béla Nagy', email: 'bela@club.hu', federationId: '90002' },
      ],
      AT,
    );
    expect(plan).toEqual({
      commands: [
        {
          type: 'EditMember',
          memberId: 'anna',
          name: 'Anna Kovács',
          email: 'anna@club.hu',
          federationId: '90001',
          at: AT,
        },
        { type: 'EditMember', memberId: 'bela', name: 'Béla Nagy', federationId: '90002', at: AT },
      ],
      admitted: 0,
      updated: 2,
      matched: 0,
      errors: [],
    });
  });

  it('leaves a member who left under the name his history has: matched, not renamed', () => {
    const left = clubDecider.evolve(club, {
      type: 'MemberDeactivated',
      schemaVersion: 1,
      memberId: 'bela',
      at: AT,
    });
    const plan = planMemberImport(
      left,
      [{ line: 2, name: 'Béla Nagy', email: 'b@club.hu', federationId: '90002' }],
      AT,
    );
    expect(plan).toMatchObject({ commands: [], updated: 0, matched: 1, errors: [] });
  });

  it("names a line the decider refuses: another member's federation id", () => {
    const plan = planMemberImport(club, [{ line: 5, name: 'Anna', email: 'anna@club.hu', federationId: '90002' }], AT);
    expect(plan.errors).toEqual([
      { line: 5, column: 'federation id', message: "federationId: '90002' is the federation id of Béla (bela)" },
    ]);
  });
});
