// Projection `club.role-audit`: every change of a club's roles and members in its club stream, in
// log order, with who did it (the event's actor) and when (the command's time): what the audit page
// lists. A role granted or revoked; a member added, his name or email edited (from what, to what),
// marked inactive, his federation id recorded. One document per club, key `role-audit:<clubId>`;
// it keeps each member's name and email as they stand, to say what an edit changed. Names of the
// people are read from club.members at read time.
import { eventOf, type RecordedEvent } from '@club/events';
import { CLUB_EVENT_TYPES, type ClubEvent, type ClubRole, type RoleScope } from '@club/club';
import type { DocumentProjection } from '../framework/document-projection';

export const ROLE_AUDIT_PROJECTION = 'club.role-audit';
export const roleAuditKey = (clubId: string) => `role-audit:${clubId}`;

interface Stamp {
  readonly memberId: string;
  readonly at: string;
  /** The actor's id: a member's id, or 'system' for the demo's and the CLI's own changes. */
  readonly by: string;
}

/** A detail an edit changed: what it was, what it is. */
export interface DetailChange<T> {
  readonly from: T;
  readonly to: T;
}

export type RoleChange =
  | (Stamp & { readonly change: 'granted' | 'revoked'; readonly role: ClubRole; readonly scope: RoleScope | null })
  | (Stamp & { readonly change: 'added'; readonly name: string; readonly email: string | null })
  | (Stamp & {
      readonly change: 'edited';
      readonly details: {
        readonly name?: DetailChange<string>;
        readonly email?: DetailChange<string | null>;
      };
    })
  | (Stamp & { readonly change: 'deactivated' })
  | (Stamp & { readonly change: 'federation-id'; readonly federationId: string });

interface MemberDetails {
  readonly name: string;
  readonly email: string | null;
}

export interface RoleAuditDocument {
  readonly clubId: string;
  readonly changes: readonly RoleChange[];
  /** Each member's name and email as they stand (absent in documents of version 1). */
  readonly members?: Readonly<Record<string, MemberDetails>>;
}

// Every club event but the founding and a member's own choice of language: each is a change of a
// role or a member made by the club.
const AUDITED = CLUB_EVENT_TYPES.filter((type) => type !== 'ClubFounded' && type !== 'MemberLanguageChosen');

function changeOf(event: ClubEvent, stamp: Stamp, before: MemberDetails | undefined): RoleChange | undefined {
  switch (event.type) {
    case 'RoleGranted':
    case 'RoleRevoked':
      return {
        ...stamp,
        change: event.type === 'RoleGranted' ? 'granted' : 'revoked',
        role: event.role,
        scope: event.scope ? { kind: event.scope.kind, id: event.scope.id } : null,
      };
    case 'MemberJoined':
      return { ...stamp, change: 'added', name: event.name, email: event.email ?? null };
    case 'MemberDetailsChanged': {
      const email = event.email ?? null;
      const from = before ?? { name: event.name, email };
      return {
        ...stamp,
        change: 'edited',
        details: {
          ...(from.name !== event.name ? { name: { from: from.name, to: event.name } } : {}),
          ...(from.email !== email ? { email: { from: from.email, to: email } } : {}),
        },
      };
    }
    case 'MemberDeactivated':
      return { ...stamp, change: 'deactivated' };
    case 'MemberFederationIdRecorded':
      return { ...stamp, change: 'federation-id', federationId: event.federationId };
    default:
      return undefined;
  }
}

function fold(doc: RoleAuditDocument, recorded: RecordedEvent): RoleAuditDocument {
  const event = eventOf<ClubEvent>(recorded);
  if (event.type === 'ClubFounded') return doc;
  const members = doc.members ?? {};
  const stamp = { memberId: event.memberId, at: event.at, by: recorded.metadata.actor.id };
  const change = changeOf(event, stamp, members[event.memberId]);
  const details =
    event.type === 'MemberJoined' || event.type === 'MemberDetailsChanged'
      ? { ...members, [event.memberId]: { name: event.name, email: event.email ?? null } }
      : members;
  return { ...doc, changes: change ? [...doc.changes, change] : doc.changes, members: details };
}

export const roleAuditProjection: DocumentProjection<RoleAuditDocument> = {
  name: ROLE_AUDIT_PROJECTION,
  // 2: membership changes too (added, edited, marked inactive, federation id recorded).
  version: 2,
  types: AUDITED,
  keysOf: (event) => (event.streamId.startsWith('club-') ? [roleAuditKey(event.streamId.slice('club-'.length))] : []),
  initial: (key) => ({ clubId: key.slice('role-audit:'.length), changes: [], members: {} }),
  evolve: fold,
  // One document rebuilt once per run: the changes array grows in place of a copy per event.
  evolveAll: (doc, events) => {
    const changes = [...doc.changes];
    let members = doc.members ?? {};
    for (const e of events) {
      const next = fold({ clubId: doc.clubId, changes: [], members }, e);
      changes.push(...next.changes);
      members = next.members ?? members;
    }
    return { ...doc, changes, members };
  },
};
