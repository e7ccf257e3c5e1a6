// The documents of projection `club.members`: the club itself, and one per member with the roles
// he holds now (a role club-wide or scoped to one session or league, as RoleGranted gave it).
import type { ClubRole, RoleScope } from '@club/club';
import type { SiteLocale } from '@club/events';

export interface HeldRole {
  readonly role: ClubRole;
  /** null: club-wide. */
  readonly scope: RoleScope | null;
  readonly grantedAt: string;
}

export interface ClubDocument {
  readonly kind: 'club';
  readonly clubId: string;
  readonly name: string;
  readonly foundedAt: string | null;
}

export interface MemberDocument {
  readonly kind: 'member';
  readonly clubId: string;
  readonly memberId: string;
  readonly name: string;
  readonly email: string | null;
  /** His number with the national federation; null until recorded. */
  readonly federationId: string | null;
  readonly joinedAt: string | null;
  /** When he was marked inactive (his history stays); null while active. */
  readonly deactivatedAt: string | null;
  /** The language he chose to read the site in; absent until he chooses one. */
  readonly language?: SiteLocale;
  readonly roles: readonly HeldRole[];
}

export type ClubMembersDocument = ClubDocument | MemberDocument;
