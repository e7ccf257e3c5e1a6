import { refuseLongName } from '../shared/name-limit';
import { refuse } from '../shared/refuse';
import type { ClubCommand } from './club-commands';
import type { ClubEvent } from './club-events';
import { memberWithFederationId, roleKey, type ClubState } from './club-state';
import { event } from '@club/events';

export function decideClub(command: ClubCommand, state: ClubState): readonly ClubEvent[] {
  if (command.type === 'FoundClub') {
    refuseLongName('name', command.name);
    if (state.clubId !== null) refuse('club-exists', `club '${state.clubId}' is already founded`);
    return [event('ClubFounded', { clubId: command.clubId, name: command.name, at: command.at })];
  }
  if (state.clubId === null) refuse('no-club', 'the club is not founded yet');
  const member = state.members[command.memberId];
  switch (command.type) {
    case 'AdmitMember':
      if (member) refuse('member-exists', `memberId: '${command.memberId}' is already a member (${member.name})`);
      refuseLongName('name', command.name);
      if (command.federationId) refuseHeldFederationId(state, command.federationId, command.memberId);
      return [
        event('MemberJoined', {
          memberId: command.memberId,
          name: command.name,
          ...(command.email ? { email: command.email } : {}),
          at: command.at,
        }),
        ...(command.federationId
          ? [
              event('MemberFederationIdRecorded', {
                memberId: command.memberId,
                federationId: command.federationId,
                at: command.at,
              }),
            ]
          : []),
      ];
    case 'RecordMemberFederationId':
      if (!member) refuse('unknown-member', `memberId: '${command.memberId}' is not a member of the club`);
      // Recorded again unchanged, it is already the record: nothing new.
      if (member.federationId === command.federationId) return [];
      refuseHeldFederationId(state, command.federationId, command.memberId);
      return [
        event('MemberFederationIdRecorded', {
          memberId: command.memberId,
          federationId: command.federationId,
          at: command.at,
        }),
      ];
    case 'GrantRole':
    case 'RevokeRole': {
      if (!member) refuse('unknown-member', `memberId: '${command.memberId}' is not a member of the club`);
      const key = roleKey(command.role, command.scope);
      const held = member.roles.includes(key);
      if (command.type === 'GrantRole' && held)
        refuse('role-held', `member '${command.memberId}' already holds the role ${key}`);
      if (command.type === 'RevokeRole' && !held)
        refuse('role-not-held', `member '${command.memberId}' does not hold the role ${key}`);
      if (command.role === 'member')
        refuse('member-role', 'the member role comes with membership; it is not granted or revoked');
      const type = command.type === 'GrantRole' ? 'RoleGranted' : 'RoleRevoked';
      return [
        event(type, {
          memberId: command.memberId,
          role: command.role,
          ...(command.scope ? { scope: command.scope } : {}),
          at: command.at,
        }),
      ];
    }
  }
}

/** A federation id is one person's: refused (code 'federation-id-held', field federationId) when another member holds it. */
function refuseHeldFederationId(state: ClubState, federationId: string, memberId: string): void {
  const holder = memberWithFederationId(state, federationId);
  if (holder !== undefined && holder !== memberId)
    refuse(
      'federation-id-held',
      `federationId: '${federationId}' is the federation id of ${state.members[holder]!.name} (${holder})`,
      { field: 'federationId', federationId, memberId: holder },
    );
}
