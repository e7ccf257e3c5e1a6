// Projection `club.role-audit`: every role granted or revoked in a club stream, in log order, with
// who did it (the event's actor) and when (the command's time): what the audit page lists. One
// document per club, key `role-audit:<clubId>`; names are read from club.members at read time.
import { eventOf, type RecordedEvent } from '@club/events';
import type { ClubEvent, ClubRole, RoleScope } from '@club/club';
import type { DocumentProjection } from '../framework/document-projection';

export const ROLE_AUDIT_PROJECTION = 'club.role-audit';
export const roleAuditKey = (clubId: string) => `role-audit:${clubId}`;

export interface RoleChange {
  readonly change: 'granted' | 'revoked';
  readonly memberId: string;
  readonly role: ClubRole;
  readonly scope: RoleScope | null;
  readonly at: string;
  /** The actor's id: a member's id, or 'system' for the demo's and the CLI's own changes. */
  readonly by: string;
}

export interface RoleAuditDocument {
  readonly clubId: string;
  readonly changes: readonly RoleChange[];
}

const changeOf = (recorded: RecordedEvent): RoleChange | undefined => {
  const event = eventOf<ClubEvent>(recorded);
  if (event.type !== 'RoleGranted' && event.type !== 'RoleRevoked') return undefined;
  return {
    change: event.type === 'RoleGranted' ? 'granted' : 'revoked',
    memberId: event.memberId,
    role: event.role,
    scope: event.scope ? { kind: event.scope.kind, id: event.scope.id } : null,
    at: event.at,
    by: recorded.metadata.actor.id,
  };
};

export const roleAuditProjection: DocumentProjection<RoleAuditDocument> = {
  name: ROLE_AUDIT_PROJECTION,
  version: 1,
  types: ['RoleGranted', 'RoleRevoked'],
  keysOf: (event) => (event.streamId.startsWith('club-') ? [roleAuditKey(event.streamId.slice('club-'.length))] : []),
  initial: (key) => ({ clubId: key.slice('role-audit:'.length), changes: [] }),
  evolve: (doc, event) => {
    const change = changeOf(event);
    return change ? { ...doc, changes: [...doc.changes, change] } : doc;
  },
  evolveAll: (doc, events) => ({
    ...doc,
    changes: [...doc.changes, ...events.flatMap((e) => changeOf(e) ?? [])],
  }),
};
