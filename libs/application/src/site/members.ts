// The club's members and their roles, read from the club.members projection (the club stream's
// MemberJoined/RoleGranted/RoleRevoked): the site's sign-in takes an account's grants from here,
// so a grant or revocation in the club stream applies at the member's next request. Membership
// itself is the member role (the club decider never grants it).
import { clubDecider, clubStreamId, type ClubRole, type RoleGrant } from '@club/club';
import { isDomainError } from '@club/events';
import { readClub, readMember, readMembers, type MemberDocument } from '@club/read-models';
import type { Club } from '../club';
import { DEMO_CLUB_ID } from '../demo/demo-club-id';
import { directoryOf } from './member-names';
import type { ClubMember, MemberDirectory, MemberDirectoryInput } from './members-shapes';

/** The grants a member holds now: membership first, then the roles as granted. */
export const grantsOf = (doc: MemberDocument): RoleGrant[] => [
  { role: 'member' },
  ...doc.roles
    .filter((r) => r.role !== 'member')
    .map((r) => (r.scope ? { role: r.role, scope: { kind: r.scope.kind, id: r.scope.id } } : { role: r.role })),
];
const memberOf = (doc: MemberDocument): ClubMember => ({
  memberId: doc.memberId,
  name: doc.name,
  email: doc.email,
  grants: grantsOf(doc),
});

/** The members area's use cases: the site reads who is a member and the roles he holds. */
export interface MembersUseCases {
  /** A member and the roles he holds now, or undefined for no such member. */
  member(memberId: string): ClubMember | undefined;
  /** Every member, in member-id order. */
  members(): ClubMember[];
  /** The active members' ids and names (inactive ones too when asked), in name order: what the member picker chooses from. */
  memberDirectory(input?: MemberDirectoryInput): MemberDirectory;
}

export function createMembersReader(club: Pick<Club, 'runner'>, clubId: string): MembersUseCases {
  const joined = () => readMembers(club.runner, clubId).filter((d) => d.joinedAt !== null);
  const members = () => joined().map(memberOf);
  return {
    member: (memberId) => {
      const doc = readMember(club.runner, clubId, memberId);
      return doc && doc.joinedAt !== null ? memberOf(doc) : undefined;
    },
    members,
    memberDirectory: (input) =>
      directoryOf(joined().filter((d) => input?.includeInactive === true || d.deactivatedAt === null)),
  };
}

/**
 * The grants a sign-in takes from the club stream: an active member's grants now; none (undefined)
 * for a member marked inactive or no member at all, so a deactivated member holds no role anywhere.
 */
export function activeMemberGrants(club: Pick<Club, 'runner'>, clubId: string) {
  return (memberId: string): RoleGrant[] | undefined => {
    const doc = readMember(club.runner, clubId, memberId);
    return doc && doc.joinedAt !== null && doc.deactivatedAt === null ? grantsOf(doc) : undefined;
  };
}

export interface DemoRoleHolder {
  readonly role: ClubRole;
  readonly memberId: string;
  readonly name: string;
}

export interface DemoRoleHolderOptions {
  readonly clubId?: string;
  /** Sessions a director is granted when no member directs any session yet (default ['demo-session']). */
  readonly directedSessionIds?: readonly string[];
  readonly now?: () => string;
}

/** The grants a demo holder of the role holds it by: the director's for sessions only, the Ulti
 *  jury's for one evening (named to it) or club-wide (granted here when no evening has a jury). */
const holdsAsDemo = (role: ClubRole, g: RoleGrant): boolean =>
  g.role === role &&
  (role === 'director' ? g.scope?.kind === 'session' : role === 'ulti-jury' ? g.scope?.kind !== 'league' : !g.scope);

const DEMO_NAMES: Record<ClubRole, string> = {
  member: 'Mary Member',
  director: 'Dora Director',
  'league-admin': 'Leo League',
  'appeals-committee': 'Alma Appeals',
  'club-admin': 'Cecil Admin',
  'ulti-jury': 'Judit Jury',
};

/** The club decider's refusals of a step already recorded. */
const ALREADY_DONE: ReadonlySet<string> = new Set(['club-exists', 'member-exists', 'role-held']);

/**
 * One member of the club per role, a different member for each, to give the site's demo accounts
 * to: a member whose only role is this one already (for the director, grants scoped to sessions),
 * else a member without roles who is granted it, else a new member admitted for it, all through
 * the club decider (the club is founded first when its log has none).
 */
export async function demoRoleHolders(
  club: Pick<Club, 'runner' | 'execute'>,
  roles: readonly ClubRole[],
  options: DemoRoleHolderOptions = {},
): Promise<DemoRoleHolder[]> {
  const clubId = options.clubId ?? DEMO_CLUB_ID;
  const now = options.now ?? (() => new Date().toISOString());
  const stream = clubStreamId(clubId);
  // Two sites starting at once on one club (its log in PostgreSQL) may both decide to record the
  // same step: the one that comes second is refused as already done, which is what it wanted.
  const record = async (command: Parameters<typeof clubDecider.decide>[0]) => {
    try {
      await club.execute(stream, clubDecider, command);
    } catch (error) {
      if (!isDomainError(error) || !ALREADY_DONE.has(error.code)) throw error;
    }
  };
  club.runner.catchUp();
  if (readClub(club.runner, clubId)?.foundedAt == null) {
    await record({ type: 'FoundClub', clubId, name: 'Demo Club', at: now() });
  }
  const used = new Set<string>();
  const holders: DemoRoleHolder[] = [];
  for (const role of roles) {
    club.runner.catchUp();
    const free = createMembersReader(club, clubId)
      .members()
      .filter((m) => !used.has(m.memberId));
    const others = (m: ClubMember) => m.grants.filter((g) => g.role !== 'member');
    // A member whose only role is this one (scoped to sessions for the director and the Ulti jury,
    // who is named to one evening), so that each demo account shows one job; else a member
    // without roles is granted it.
    const holding =
      role === 'member'
        ? free.find((m) => others(m).length === 0)
        : free.find((m) => others(m).length > 0 && others(m).every((g) => holdsAsDemo(role, g)));
    let member = holding ?? (role === 'member' ? undefined : free.find((m) => others(m).length === 0));
    if (!member) {
      const memberId = `demo_${role.replace(/-/g, '_')}`;
      await record({ type: 'AdmitMember', memberId, name: DEMO_NAMES[role], at: now() });
      member = { memberId, name: DEMO_NAMES[role], email: null, grants: [{ role: 'member' }] };
    }
    if (!holding && role !== 'member') {
      const scopes =
        role === 'director'
          ? (options.directedSessionIds ?? ['demo-session']).map((id) => ({ kind: 'session' as const, id }))
          : [undefined];
      for (const scope of scopes) {
        await record({
          type: 'GrantRole',
          memberId: member.memberId,
          role,
          ...(scope ? { scope } : {}),
          at: now(),
        });
      }
    }
    used.add(member.memberId);
    holders.push({ role, memberId: member.memberId, name: member.name });
  }
  club.runner.catchUp();
  return holders;
}
