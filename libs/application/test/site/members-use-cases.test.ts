// The members area's use cases on the demo club: every member with the member role first, in
// member-id order, each exactly the shape the API outputs (clubMemberSchema); no such member:
// undefined.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMemberSchema, createMembersReader, DEMO_CLUB_ID, type MembersUseCases } from '../../src';
import { openSeededDemoClub } from './seeded-demo-club';

let members: MembersUseCases;
let close: () => Promise<void>;

beforeAll(async () => {
  const opened = await openSeededDemoClub('members-use-cases-');
  members = createMembersReader(opened.club, DEMO_CLUB_ID);
  close = opened.close;
}, 60_000);
afterAll(() => close());

describe('members', () => {
  it('lists every member in member-id order, membership first, in the shape the API outputs', () => {
    const all = members.members();
    expect(all.length).toBeGreaterThan(0);
    expect(all.map((m) => m.memberId)).toEqual(all.map((m) => m.memberId).sort((a, b) => a.localeCompare(b)));
    for (const member of all) {
      expect(clubMemberSchema.strict().parse(member)).toEqual(member);
      expect(member.grants[0]).toEqual({ role: 'member' });
    }
  });

  it('reads one member as the list does, and undefined for no such member', () => {
    const first = members.members()[0]!;
    expect(members.member(first.memberId)).toEqual(first);
    expect(members.member('nobody')).toBeUndefined();
  });

  it("the directory: every active member's id and name, in name order; the inactive ones only when asked", () => {
    const directory = members.memberDirectory();
    expect(directory.map((p) => p.name)).toEqual(directory.map((p) => p.name).sort((a, b) => a.localeCompare(b)));
    expect(directory).toContainEqual({ memberId: 'ac3', name: 'Zoltán Committee' });
    // The demo's member who left (Rezső Régi) is offered for no new choice, yet his history keeps his name.
    expect(directory.map((p) => p.memberId)).not.toContain('zz_former');
    expect(members.member('zz_former')?.name).toBe('Rezső Régi');
    const everyone = members.memberDirectory({ includeInactive: true });
    expect(everyone).toHaveLength(members.members().length);
    expect(everyone).toContainEqual({ memberId: 'zz_former', name: 'Rezső Régi' });
    expect(directory).toEqual(everyone.filter((p) => p.memberId !== 'zz_former'));
  });
});
