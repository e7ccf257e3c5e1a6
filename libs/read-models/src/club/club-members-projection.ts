// Projection `club.members` over the club streams (`club-<clubId>`). Keys: `club:<clubId>` and
// `member:<clubId>:<memberId>` (ids have no ':'), so a club's members list by the prefix
// `member:<clubId>:`. A grant already held is not repeated; a revocation removes exactly the grant
// of that role and scope (a club-wide revocation does not remove scoped grants).
import { eventOf, type RecordedEvent } from '@club/events';
import { CLUB_EVENT_TYPES, type ClubEvent, type RoleScope } from '@club/club';
import type { DocumentProjection } from '../framework/document-projection';
import type { ClubMembersDocument, HeldRole, MemberDocument } from './club-members-document';

export const CLUB_MEMBERS_PROJECTION = 'club.members';
const CLUB_STREAM_PREFIX = 'club-';

export const clubKey = (clubId: string) => `club:${clubId}`;
export const memberKey = (clubId: string, memberId: string) => `member:${clubId}:${memberId}`;
/** The prefix listing a club's members. */
export const memberKeyPrefix = (clubId: string) => `member:${clubId}:`;

const clubIdOf = (event: RecordedEvent) => event.streamId.slice(CLUB_STREAM_PREFIX.length);
const sameScope = (a: RoleScope | null, b: RoleScope | null) =>
  a === null ? b === null : b !== null && a.kind === b.kind && a.id === b.id;

function keysOf(event: RecordedEvent): readonly string[] {
  if (!event.streamId.startsWith(CLUB_STREAM_PREFIX)) return [];
  const e = eventOf<ClubEvent>(event);
  return e.type === 'ClubFounded' ? [clubKey(clubIdOf(event))] : [memberKey(clubIdOf(event), e.memberId)];
}

function initial(key: string): ClubMembersDocument {
  const [kind, clubId = '', memberId = ''] = key.split(':');
  if (kind === 'club') return { kind: 'club', clubId, name: '', foundedAt: null };
  return {
    kind: 'member',
    clubId,
    memberId,
    name: '',
    email: null,
    federationId: null,
    joinedAt: null,
    deactivatedAt: null,
    roles: [],
  };
}

function evolveMember(doc: MemberDocument, event: ClubEvent): MemberDocument {
  switch (event.type) {
    case 'MemberJoined':
      return { ...doc, name: event.name, email: event.email ?? null, joinedAt: event.at };
    case 'MemberDetailsChanged':
      return { ...doc, name: event.name, email: event.email ?? null };
    case 'MemberDeactivated':
      return { ...doc, deactivatedAt: event.at };
    case 'MemberFederationIdRecorded':
      return { ...doc, federationId: event.federationId };
    case 'MemberLanguageChosen':
      return { ...doc, language: event.language };
    case 'RoleGranted': {
      const scope = event.scope ?? null;
      if (doc.roles.some((r) => r.role === event.role && sameScope(r.scope, scope))) return doc;
      const held: HeldRole = {
        role: event.role,
        scope: scope && { kind: scope.kind, id: scope.id },
        grantedAt: event.at,
      };
      return { ...doc, roles: [...doc.roles, held] };
    }
    case 'RoleRevoked': {
      const scope = event.scope ?? null;
      return { ...doc, roles: doc.roles.filter((r) => !(r.role === event.role && sameScope(r.scope, scope))) };
    }
    default:
      return doc;
  }
}

export const clubMembersProjection: DocumentProjection<ClubMembersDocument> = {
  name: CLUB_MEMBERS_PROJECTION,
  // 2: each member's federation id. 3: details changed, deactivation. 4: his language.
  version: 4,
  types: CLUB_EVENT_TYPES,
  keysOf,
  initial,
  evolve(doc, recorded) {
    const event = eventOf<ClubEvent>(recorded);
    if (doc.kind === 'club')
      return event.type === 'ClubFounded' ? { ...doc, name: event.name, foundedAt: event.at } : doc;
    return evolveMember(doc, event);
  },
};
