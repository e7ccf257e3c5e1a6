// What a club administrator does with the club's members through the site: add one, correct his
// details, mark him inactive (his history stays) — each through the club decider, recorded with
// the administrator as its actor — and read the roll he works from.
import { clubDecider, clubStreamId } from '@club/club';
import { readMember, readMembers, readRoleAudit, type MemberDocument } from '@club/read-models';
import type { Club } from '../club';
import { executeBridge } from '../bridge/bridge-commands';
import { memberIdFor } from './member-id-for';
import { importMemberCsv } from './member-import';
import type {
  AddMemberInput,
  DeactivateMemberInput,
  EditMemberInput,
  MemberImportOutcome,
  MemberRoll,
  PasswordRequests,
  PendingPasswordRequest,
  RoleAudit,
  RoleChangeInput,
  RoleScopes,
} from './member-admin-shapes';
import { grantsOf } from './members';
import { roleScopesReader } from './role-scopes';
import type { SiteActor } from './site-actor';
import { refusedBy, type SiteCommandOutcome, type SiteRefusal } from './site-outcome';
import { refuseSite } from './site-refusal';

export interface MemberAdminUseCases {
  /** Every member, active ones first, each group in name order. */
  memberRoll(): MemberRoll;
  addMember(input: AddMemberInput, by: SiteActor): Promise<{ ok: true; memberId: string } | SiteRefusal>;
  editMember(input: EditMemberInput, by: SiteActor): Promise<SiteCommandOutcome>;
  deactivateMember(input: DeactivateMemberInput, by: SiteActor): Promise<SiteCommandOutcome>;
  /** Grants a role; one scoped to a session or league the club does not have is refused, naming it. */
  grantRole(input: RoleChangeInput, by: SiteActor): Promise<SiteCommandOutcome>;
  revokeRole(input: RoleChangeInput, by: SiteActor): Promise<SiteCommandOutcome>;
  /** The sessions and leagues a role may be scoped to, for the administrator to choose from. */
  roleScopes(): RoleScopes;
  /** Who changed which role or member when, newest first. */
  roleAudit(): RoleAudit;
  /**
   * The member a sign-in account is for: an active member. His email (null when the club has none)
   * is needed only to make him an account; one who has an account already signs in with its email.
   */
  accountHolder(memberId: string): AccountHolder | SiteRefusal;
  /** The pending "forgot password" requests with each member's name, and whether he is still active. */
  passwordRequests(pending: readonly PendingPasswordRequest[]): PasswordRequests;
  /** Imports a member list from CSV: all of it, or nothing while a line is bad. */
  importMembers(input: { csv: string }, by: SiteActor): Promise<MemberImportOutcome>;
}

export type AccountHolder = {
  readonly ok: true;
  readonly memberId: string;
  readonly email: string | null;
  readonly name: string;
};

const byName = (a: MemberDocument, b: MemberDocument) =>
  a.name.localeCompare(b.name) || a.memberId.localeCompare(b.memberId);

export function memberAdminUseCases(club: Club, clubId: string, isoNow: () => string): MemberAdminUseCases {
  const stream = clubStreamId(clubId);
  const joined = () => readMembers(club.runner, clubId).filter((d) => d.joinedAt !== null);
  const scopes = roleScopesReader(club);
  const execute = async (command: Parameters<typeof clubDecider.decide>[0], by: SiteActor) => {
    await executeBridge(club, stream, clubDecider, command, { actor: { id: by.memberId, role: 'club-admin' } });
    await club.settle();
  };
  const attempt = async (run: () => Promise<void>): Promise<SiteCommandOutcome> => {
    try {
      await run();
      return { ok: true };
    } catch (error) {
      return refusedBy(error);
    }
  };
  return {
    memberRoll: () =>
      [
        ...joined()
          .filter((d) => !d.deactivatedAt)
          .sort(byName),
        ...joined()
          .filter((d) => d.deactivatedAt)
          .sort(byName),
      ].map((d) => ({
        memberId: d.memberId,
        name: d.name,
        email: d.email,
        federationId: d.federationId,
        joinedAt: d.joinedAt!,
        deactivatedAt: d.deactivatedAt,
        grants: grantsOf(d),
      })),
    async addMember({ name, email, federationId }, by) {
      club.runner.catchUp();
      const ids = new Set(readMembers(club.runner, clubId).map((d) => d.memberId));
      const memberId = memberIdFor(name, (id) => ids.has(id));
      const outcome = await attempt(() =>
        execute(
          { type: 'AdmitMember', memberId, name, email, ...(federationId ? { federationId } : {}), at: isoNow() },
          by,
        ),
      );
      return outcome.ok ? { ok: true, memberId } : outcome;
    },
    editMember: ({ memberId, name, email, federationId }, by) =>
      attempt(() =>
        execute(
          { type: 'EditMember', memberId, name, email, ...(federationId ? { federationId } : {}), at: isoNow() },
          by,
        ),
      ),
    deactivateMember: ({ memberId }, by) =>
      attempt(() => execute({ type: 'DeactivateMember', memberId, at: isoNow() }, by)),
    grantRole: ({ memberId, role, scope }, by) =>
      attempt(async () => {
        club.runner.catchUp();
        scopes.refuseUnknownScope(scope);
        await execute({ type: 'GrantRole', memberId, role, ...(scope ? { scope } : {}), at: isoNow() }, by);
      }),
    revokeRole: ({ memberId, role, scope }, by) =>
      attempt(() => execute({ type: 'RevokeRole', memberId, role, ...(scope ? { scope } : {}), at: isoNow() }, by)),
    roleScopes: () => scopes.roleScopes(),
    importMembers: ({ csv }, by) => importMemberCsv(club, clubId, csv, isoNow(), by),
    accountHolder: (memberId) => {
      try {
        const doc = readMember(club.runner, clubId, memberId);
        if (!doc?.joinedAt)
          refuseSite('member-unknown', `memberId: '${memberId}' is not a member of the club`, {
            field: 'memberId',
            memberId,
          });
        if (doc.deactivatedAt)
          refuseSite('member-inactive', `memberId: ${doc.name} is no longer an active member`, {
            field: 'memberId',
            memberId,
          });
        return { ok: true, memberId, email: doc.email, name: doc.name };
      } catch (error) {
        return refusedBy(error);
      }
    },
    passwordRequests: (pending) =>
      pending.map((request) => {
        const doc = readMember(club.runner, clubId, request.memberId);
        return {
          ...request,
          name: doc?.name ?? request.memberId,
          active: Boolean(doc?.joinedAt && !doc.deactivatedAt),
        };
      }),
    roleAudit: () => {
      // An actor who is no member (the demo's seeding, the command line) is the club itself.
      const person = (memberId: string) => {
        const doc = readMember(club.runner, clubId, memberId);
        return doc?.joinedAt ? { memberId, name: doc.name } : null;
      };
      return readRoleAudit(club.runner, clubId)
        .map((c): RoleAudit[number] => {
          const stamp = {
            at: c.at,
            member: person(c.memberId) ?? { memberId: c.memberId, name: c.memberId },
            by: person(c.by),
          };
          switch (c.change) {
            case 'granted':
            case 'revoked':
              return {
                ...stamp,
                change: c.change,
                grant: c.scope ? { role: c.role, scope: c.scope } : { role: c.role },
              };
            case 'added':
              return { ...stamp, change: c.change, name: c.name, email: c.email };
            case 'edited':
              return { ...stamp, change: c.change, details: c.details };
            case 'deactivated':
              return { ...stamp, change: c.change };
            case 'federation-id':
              return { ...stamp, change: c.change, federationId: c.federationId };
          }
        })
        .reverse();
    },
  };
}
