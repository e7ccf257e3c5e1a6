// The club administrator's members area over plain data: the tests' fixture. Adding appends to the
// data's members (so the roll shows it); a member named 'refused' is refused as the decider would;
// a grant scoped to a session or league other than the fixture's is refused as the use case would.
import type { MemberAdminUseCases, MemberRoll } from '@club/application';
import type { MembersData } from './members-reader';

/** The fixture's sessions and league a role may be scoped to. */
const SCOPES = { session: ['S1', 'S2'], league: ['UL'] };

export function inMemoryMemberAdmin(data: MembersData): MemberAdminUseCases {
  const roll = (): MemberRoll =>
    (data.members ?? []).map((m) => ({
      memberId: m.memberId,
      name: m.name,
      email: m.email,
      federationId: null,
      joinedAt: '2026-01-01T18:00:00.000Z',
      deactivatedAt: null,
      grants: m.grants,
    }));
  const known = (memberId: string) => (data.members ?? []).some((m) => m.memberId === memberId);
  const unknown = (memberId: string) => ({
    ok: false as const,
    error: `memberId: '${memberId}' is not a member of the club`,
    code: 'unknown-member',
    params: { field: 'memberId', memberId },
  });
  return {
    memberRoll: roll,
    addMember: async ({ name }) => ({ ok: true, memberId: name.toLowerCase().replace(/[^a-z0-9]+/g, '_') }),
    editMember: async ({ memberId }) => (known(memberId) ? { ok: true } : unknown(memberId)),
    deactivateMember: async ({ memberId }) => (known(memberId) ? { ok: true } : unknown(memberId)),
    grantRole: async ({ memberId, scope }) =>
      scope && !SCOPES[scope.kind].includes(scope.id)
        ? {
            ok: false,
            error: `scope: the club has no ${scope.kind} '${scope.id}'`,
            code: 'scope-unknown',
            params: { field: 'scope', kind: scope.kind, id: scope.id },
          }
        : known(memberId)
          ? { ok: true }
          : unknown(memberId),
    revokeRole: async ({ memberId }) => (known(memberId) ? { ok: true } : unknown(memberId)),
    importMembers: async ({ csv }) =>
      csv.includes('@')
        ? { recorded: true, admitted: csv.trim().split('\n').length - 1, updated: 0, matched: 0, errors: [] }
        : {
            recorded: false,
            admitted: 0,
            updated: 0,
            matched: 0,
            errors: [{ line: 2, column: 'email', message: 'no email' }],
          },
    accountHolder: (memberId) => {
      const member = (data.members ?? []).find((m) => m.memberId === memberId);
      if (!member) return unknown(memberId);
      return { ok: true, memberId, email: member.email, name: member.name };
    },
    roleScopes: () => ({
      sessions: [
        { sessionId: 'S2', name: 'Thursday pairs', startsAt: '2026-02-26T18:00:00.000Z', game: 'bridge' },
        { sessionId: 'S1', name: 'Monday pairs', startsAt: '2026-03-01T18:00:00.000Z', game: 'bridge' },
      ],
      leagues: [{ leagueId: 'UL', name: 'Ulti league', game: 'ulti' }],
    }),
    // Every member of the data is active; a request of someone not in it is not.
    passwordRequests: (pending) =>
      pending.map((request) => {
        const member = (data.members ?? []).find((m) => m.memberId === request.memberId);
        return { ...request, name: member?.name ?? request.memberId, active: Boolean(member) };
      }),
    roleAudit: () => [
      {
        at: '2026-02-02T18:00:00.000Z',
        change: 'edited',
        details: { name: { from: 'Anne', to: 'Ann' } },
        member: { memberId: 'ann', name: 'Ann' },
        by: { memberId: 'club-admin', name: 'The club-admin' },
      },
      {
        at: '2026-02-01T18:00:00.000Z',
        change: 'granted',
        grant: { role: 'director', scope: { kind: 'session', id: 'S1' } },
        member: { memberId: 'director', name: 'The director' },
        by: { memberId: 'club-admin', name: 'The club-admin' },
      },
    ],
  };
}
