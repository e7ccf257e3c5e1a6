// Who may call a procedure: a declarative policy per procedure, checked on the server before the
// procedure runs (trpc/init.ts). A scoped rule takes the session or league from the input, so a
// director is allowed only for the sessions he directs; or the league of the Ulti session the input
// names, so a league administrator is allowed only for his own league's evenings.
import { hasRole, hasRoleFor, type SignedInMember, type TableSeat } from '@club/auth';
import type { ClubRole } from '@club/club';
import type { ApiRefusalCode } from './api-refusal-codes';

export interface RoleRule {
  readonly role: ClubRole;
  /** Which input field names the session/league the role must be held for; none: any grant of the role. */
  readonly scopedBy?: {
    readonly kind: 'session' | 'league';
    readonly field: string;
    /** The field names an Ulti session, and the role is held for that session's league (kind league). */
    readonly of?: 'ulti-session';
  };
}

/** What a policy looks up besides the input: the league an Ulti session belongs to (null: none, or no such session). */
export interface PolicyScopes {
  leagueOfUltiSession(sessionId: string): string | null;
  /** Whether the member's pair is seated at the table in the round it plays now. */
  memberSeatedAt(memberId: string, seat: TableSeat): boolean;
}

const NO_SCOPES: PolicyScopes = { leagueOfUltiSession: () => null, memberSeatedAt: () => false };

export type Policy =
  | { readonly access: 'public' }
  | { readonly access: 'signed-in' }
  /**
   * One table of a session (its sessionId, section and table in the input): the phone signed in
   * with that table's code, or a member whose pair is seated there now. Nothing else.
   */
  | { readonly access: 'table' }
  /** Allowed when any one rule matches. */
  | { readonly access: 'roles'; readonly anyOf: readonly RoleRule[] };

export type Decision =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly code: 'NOT_SIGNED_IN' | 'FORBIDDEN';
      readonly message: string;
      /** The refusal's code and params (api-refusal-codes.ts), for the pages' translations. */
      readonly refusal: { readonly code: ApiRefusalCode; readonly params: Readonly<Record<string, string>> };
    };

/** One role: named (a role code the pages put in words); several: the refusal without them. */
const rolesRefusal = (rules: readonly RoleRule[]): Extract<Decision, { allowed: false }>['refusal'] =>
  rules.length === 1
    ? rules[0]!.scopedBy
      ? { code: 'role-of-scope-only', params: { role: rules[0]!.role, kind: rules[0]!.scopedBy.kind } }
      : { code: 'role-only', params: { role: rules[0]!.role } }
    : { code: 'roles-only', params: {} };

const describe = (rule: RoleRule) => (rule.scopedBy ? `${rule.role} of this ${rule.scopedBy.kind}` : rule.role);

export function decide(
  policy: Policy,
  member: SignedInMember | null,
  input: unknown,
  scopes: PolicyScopes = NO_SCOPES,
  /** The table the request's table sign-in is for (null: none). */
  table: TableSeat | null = null,
): Decision {
  if (policy.access === 'public') return { allowed: true };
  if (policy.access === 'table') return decideTable(member, input, scopes, table);
  if (!member)
    return {
      allowed: false,
      code: 'NOT_SIGNED_IN',
      message: 'Please sign in first.',
      refusal: { code: 'sign-in-first', params: {} },
    };
  if (policy.access === 'signed-in') return { allowed: true };
  for (const rule of policy.anyOf) {
    if (!rule.scopedBy) {
      if (hasRole(member, rule.role)) return { allowed: true };
      continue;
    }
    const named =
      typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[rule.scopedBy.field] : undefined;
    const id =
      typeof named === 'string' && rule.scopedBy.of === 'ulti-session' ? scopes.leagueOfUltiSession(named) : named;
    if (typeof id === 'string' && hasRoleFor(member, rule.role, { kind: rule.scopedBy.kind, id }))
      return { allowed: true };
  }
  return {
    allowed: false,
    code: 'FORBIDDEN',
    message: `Only the ${policy.anyOf.map(describe).join(' or the ')} may do this.`,
    refusal: rolesRefusal(policy.anyOf),
  };
}

const describeSeat = (seat: TableSeat) => `table ${seat.table} of section ${seat.section} (session ${seat.sessionId})`;

function decideTable(
  member: SignedInMember | null,
  input: unknown,
  scopes: PolicyScopes,
  table: TableSeat | null,
): Decision {
  const named = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const seat = { sessionId: named['sessionId'], section: named['section'], table: named['table'] };
  const wanted =
    typeof seat.sessionId === 'string' && typeof seat.section === 'string' && typeof seat.table === 'number'
      ? (seat as TableSeat)
      : null;
  if (!table && !member)
    return {
      allowed: false,
      code: 'NOT_SIGNED_IN',
      message: "Sign in with your table's code first.",
      refusal: { code: 'table-code-first', params: {} },
    };
  if (
    wanted &&
    table &&
    table.sessionId === wanted.sessionId &&
    table.section === wanted.section &&
    table.table === wanted.table
  )
    return { allowed: true };
  if (wanted && member && scopes.memberSeatedAt(member.memberId, wanted)) return { allowed: true };
  return {
    allowed: false,
    code: 'FORBIDDEN',
    message: table
      ? `This phone is signed in for ${describeSeat(table)}: it may read and enter that table's boards only.`
      : 'Only the players seated at this table, or its code, may use this table.',
    refusal: { code: table ? 'other-table' : 'seated-only', params: {} },
  };
}
