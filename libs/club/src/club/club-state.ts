// A club folded from its stream: members and the roles each holds (a role key includes its scope).
import type { SiteLocale } from '@club/events';
import type { ClubEvent } from './club-events';
import type { ClubRole, RoleScope } from './club-roles';

export interface ClubMember {
  readonly name: string;
  readonly email?: string;
  /** His number with the national federation, once recorded. */
  readonly federationId?: string;
  /** The language he reads the site in, once he has chosen one. */
  readonly language?: SiteLocale;
  /** `role` or `role@kind:id` for a scoped role. */
  readonly roles: readonly string[];
  /** False once deactivated: he keeps his history but takes no new part. */
  readonly active: boolean;
}

export interface ClubState {
  readonly clubId: string | null;
  readonly name: string | null;
  readonly members: Readonly<Record<string, ClubMember>>;
}

export const initialClubState: ClubState = { clubId: null, name: null, members: {} };

export const roleKey = (role: ClubRole, scope?: RoleScope) => (scope ? `${role}@${scope.kind}:${scope.id}` : role);

/** The member holding a federation id, if any. */
export function memberWithFederationId(state: ClubState, federationId: string): string | undefined {
  return Object.keys(state.members).find((memberId) => state.members[memberId]!.federationId === federationId);
}

/** The active members holding the club administrator's role (club-wide: it has no scope). */
export const activeClubAdmins = (state: ClubState): string[] =>
  Object.keys(state.members).filter(
    (id) => state.members[id]!.active && state.members[id]!.roles.includes('club-admin'),
  );

/** Does the member hold the role, club-wide or for this scope? */
export function holdsRole(state: ClubState, memberId: string, role: ClubRole, scope?: RoleScope): boolean {
  const roles = state.members[memberId]?.roles ?? [];
  return roles.includes(role) || (scope !== undefined && roles.includes(roleKey(role, scope)));
}

export function evolveClub(state: ClubState, event: ClubEvent): ClubState {
  switch (event.type) {
    case 'ClubFounded':
      return { ...state, clubId: event.clubId, name: event.name };
    case 'MemberJoined':
      return {
        ...state,
        members: {
          ...state.members,
          [event.memberId]: {
            name: event.name,
            ...(event.email ? { email: event.email } : {}),
            roles: ['member'],
            active: true,
          },
        },
      };
    case 'MemberDetailsChanged': {
      const { email: _old, ...member } = state.members[event.memberId]!;
      const changed = { ...member, name: event.name, ...(event.email ? { email: event.email } : {}) };
      return { ...state, members: { ...state.members, [event.memberId]: changed } };
    }
    case 'MemberDeactivated': {
      const member = state.members[event.memberId]!;
      return { ...state, members: { ...state.members, [event.memberId]: { ...member, active: false } } };
    }
    case 'MemberFederationIdRecorded': {
      const member = state.members[event.memberId]!;
      return {
        ...state,
        members: { ...state.members, [event.memberId]: { ...member, federationId: event.federationId } },
      };
    }
    case 'MemberLanguageChosen': {
      const member = state.members[event.memberId]!;
      return { ...state, members: { ...state.members, [event.memberId]: { ...member, language: event.language } } };
    }
    case 'RoleGranted':
    case 'RoleRevoked': {
      const member = state.members[event.memberId]!;
      const key = roleKey(event.role, event.scope);
      const roles = event.type === 'RoleGranted' ? [...member.roles, key] : member.roles.filter((r) => r !== key);
      return { ...state, members: { ...state.members, [event.memberId]: { ...member, roles } } };
    }
  }
}
