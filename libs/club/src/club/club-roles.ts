// The club's roles, a role's scope and a grant of one: the club stream's vocabulary
// (RoleGranted/RoleRevoked), declared once here as zod schemas with their types.
import { z } from 'zod';

// 'ulti-jury': a member named to the jury of one Ulti session (scoped to it), who rules on renonsz and discipline.
export const CLUB_ROLES = [
  'member',
  'director',
  'league-admin',
  'appeals-committee',
  'club-admin',
  'ulti-jury',
] as const;
export const clubRoleSchema = z.enum(CLUB_ROLES);
export type ClubRole = z.infer<typeof clubRoleSchema>;

/** A role held only for one session or one league (e.g. director of a session); none: club-wide. */
export const roleScopeSchema = z.object({ kind: z.enum(['session', 'league']), id: z.string().min(1) });
export type RoleScope = z.infer<typeof roleScopeSchema>;

/** A role a member holds, club-wide or within its scope. */
export const roleGrantSchema = z.object({ role: clubRoleSchema, scope: roleScopeSchema.optional() });
export type RoleGrant = z.infer<typeof roleGrantSchema>;

/**
 * The scopes a role may be held in (none: club-wide). A director directs one session or all; a
 * league administrator runs one league or all; the Ulti jury sits for one session or all; the
 * appeals committee and the club administrator are the club's.
 */
export const ROLE_SCOPES: Readonly<Record<ClubRole, readonly RoleScope['kind'][]>> = {
  member: [],
  director: ['session'],
  'league-admin': ['league'],
  'appeals-committee': [],
  'club-admin': [],
  'ulti-jury': ['session'],
};
