// Events of a club stream (`club-<clubId>`): the club, its members, their federation ids and roles.
// A member's federation id (his number with the national federation, as results files give it) is
// its own event, whether recorded on admission or later: one fact, one event. A member's name or
// email corrected is MemberDetailsChanged; one who leaves is MemberDeactivated (his history stays).
// The language a member reads the site in is his own choice, MemberLanguageChosen (issue 16).
import type { SiteLocale } from '@club/events';
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
      readonly type: 'MemberDetailsChanged';
      readonly schemaVersion: number;
      readonly memberId: string;
      readonly name: string;
      readonly email?: string;
      readonly at: string;
    }
  | {
      readonly type: 'MemberDeactivated';
      readonly schemaVersion: number;
      readonly memberId: string;
      readonly at: string;
    }
  | {
      readonly type: 'MemberFederationIdRecorded';
      readonly schemaVersion: number;
      readonly memberId: string;
      readonly federationId: string;
      readonly at: string;
    }
  | {
      readonly type: 'MemberLanguageChosen';
      readonly schemaVersion: number;
      readonly memberId: string;
      readonly language: SiteLocale;
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
  'MemberDetailsChanged',
  'MemberDeactivated',
  'MemberFederationIdRecorded',
  'MemberLanguageChosen',
  'RoleGranted',
  'RoleRevoked',
] as const satisfies readonly ClubEvent['type'][];
