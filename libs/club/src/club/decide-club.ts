import { refuseLongName } from '../shared/name-limit';
import { refuse } from '../shared/refuse';
import { ROLE_SCOPES } from './club-roles';
import type { ClubCommand } from './club-commands';
import type { ClubEvent } from './club-events';
import { activeClubAdmins, memberWithFederationId, roleKey, type ClubMember, type ClubState } from './club-state';
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
      if (command.email) refuseHeldEmail(state, command.email, command.memberId);
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
    case 'EditMember': {
      const current = activeMember(command.memberId, member);
      refuseLongName('name', command.name);
      const detailsChanged = current.name !== command.name || current.email !== command.email;
      const idChanged = command.federationId !== undefined && current.federationId !== command.federationId;
      if (idChanged) refuseHeldFederationId(state, command.federationId!, command.memberId);
      if (command.email) refuseHeldEmail(state, command.email, command.memberId);
      return [
        ...(detailsChanged
          ? [
              event('MemberDetailsChanged', {
                memberId: command.memberId,
                name: command.name,
                ...(command.email ? { email: command.email } : {}),
                at: command.at,
              }),
            ]
          : []),
        ...(idChanged
          ? [
              event('MemberFederationIdRecorded', {
                memberId: command.memberId,
                federationId: command.federationId!,
                at: command.at,
              }),
            ]
          : []),
      ];
    }
    case 'DeactivateMember':
      activeMember(command.memberId, member);
      refuseLastClubAdmin(state, command.memberId);
      return [event('MemberDeactivated', { memberId: command.memberId, at: command.at })];
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
    case 'ChooseLanguage':
      // The same language chosen again is already his: nothing new.
      if (activeMember(command.memberId, member).language === command.language) return [];
      return [
        event('MemberLanguageChosen', { memberId: command.memberId, language: command.language, at: command.at }),
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
      if (command.type === 'GrantRole') activeMember(command.memberId, member);
      if (command.type === 'GrantRole' && command.scope && !ROLE_SCOPES[command.role].includes(command.scope.kind))
        refuse('scope-not-for-role', `scope: the role ${command.role} is not held for one ${command.scope.kind}`, {
          field: 'scope',
          role: command.role,
          kind: command.scope.kind,
        });
      if (command.type === 'RevokeRole' && key === 'club-admin') refuseLastClubAdmin(state, command.memberId);
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

/** The member as he is now: refused when he is not a member, or no longer an active one. */
function activeMember(memberId: string, member: ClubMember | undefined): ClubMember {
  if (!member) refuse('unknown-member', `memberId: '${memberId}' is not a member of the club`);
  if (!member.active)
    refuse('member-inactive', `memberId: ${member.name} (${memberId}) is no longer an active member`, {
      field: 'memberId',
      memberId,
    });
  return member;
}

/** A club always keeps a club administrator: the last active one may not leave the role or the club. */
function refuseLastClubAdmin(state: ClubState, memberId: string): void {
  const admins = activeClubAdmins(state);
  if (admins.length === 1 && admins[0] === memberId)
    refuse(
      'last-club-admin',
      `memberId: ${state.members[memberId]!.name} is the club's only club administrator: grant the role to another member first`,
      { field: 'memberId', memberId },
    );
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

/** An email is one person's (his sign-in name): refused (code 'email-held', field email) when another member has it. */
function refuseHeldEmail(state: ClubState, email: string, memberId: string): void {
  const holder = Object.keys(state.members).find(
    (id) => id !== memberId && state.members[id]!.email?.toLowerCase() === email.toLowerCase(),
  );
  if (holder !== undefined)
    refuse('email-held', `email: '${email}' is the email of ${state.members[holder]!.name} (${holder})`, {
      field: 'email',
      email,
      memberId: holder,
    });
}
