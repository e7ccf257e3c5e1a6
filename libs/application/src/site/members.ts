// The club's members and their roles, read from the club.members projection (the club stream's
// MemberJoined/RoleGranted/RoleRevoked), for sign-in (an account's grants) and the admin pages.
import { readMember, readMembers, type HeldRole, type MemberDocument } from '@club/read-models';
import type { Club } from '../club';

export interface MemberGrant {
  readonly role: HeldRole['role'];
  readonly scope?: { readonly kind: 'session' | 'league'; readonly id: string };
}

export interface ClubMember {
  readonly memberId: string;
  readonly name: string;
  readonly email: string | null;
  readonly grants: MemberGrant[];
}

const grantsOf = (doc: MemberDocument): MemberGrant[] => doc.roles.map((r) => (r.scope ? { role: r.role, scope: r.scope } : { role: r.role }));
const memberOf = (doc: MemberDocument): ClubMember => ({ memberId: doc.memberId, name: doc.name, email: doc.email, grants: grantsOf(doc) });

export interface MembersReader {
  /** A member and the roles he holds now, or undefined for no such member. */
  member(memberId: string): ClubMember | undefined;
  /** Every member, in member-id order. */
  members(): ClubMember[];
}

export function createMembersReader(club: Pick<Club, 'runner'>, clubId: string): MembersReader {
  return {
    member: (memberId) => {
      const doc = readMember(club.runner, clubId, memberId);
      return doc && doc.joinedAt !== null ? memberOf(doc) : undefined;
    },
    members: () => readMembers(club.runner, clubId).filter((d) => d.joinedAt !== null).map(memberOf),
  };
}
