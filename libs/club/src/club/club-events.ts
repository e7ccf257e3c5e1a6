// Events of a club stream (`club-<clubId>`): the club, its members and their roles.
import type { ClubRole, RoleScope } from './club-roles';

export type ClubEvent =
  | {
      readonly type: 'ClubFounded';
      readonly schemaVersion: number;
      readonly clubId: string;
      readonly name: string;
      readonly at: string;
    }
  | {
      readonly type: 'MemberJoined';
      readonly schemaVersion: number;
      readonly memberId: string;
      readonly name: string;
      readonly email?: string;
      readonly at: string;
    }
  | {
      readonly type: 'RoleGranted';
      readonly schemaVersion: number;
      readonly memberId: string;
      readonly role: ClubRole;
      readonly scope?: RoleScope;
      readonly at: string;
    }
  | {
      readonly type: 'RoleRevoked';
      readonly schemaVersion: number;
      readonly memberId: string;
      readonly role: ClubRole;
      readonly scope?: RoleScope;
      readonly at: string;
    };

export const CLUB_EVENT_TYPES = [
  'ClubFounded',
  'MemberJoined',
  'RoleGranted',
  'RoleRevoked',
] as const satisfies readonly ClubEvent['type'][];
