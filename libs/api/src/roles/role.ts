// The club's roles, in the club stream's own vocabulary (RoleGranted/RoleRevoked of @club/club).
import { z } from 'zod';

export const ROLES = ['member', 'director', 'league-admin', 'appeals-committee', 'club-admin'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

/** A role held only for one session or one league; none: club-wide. */
export const roleScopeSchema = z.object({ kind: z.enum(['session', 'league']), id: z.string().min(1) });
export type RoleScope = z.infer<typeof roleScopeSchema>;

export const roleGrantSchema = z.object({ role: roleSchema, scope: roleScopeSchema.optional() });
export type RoleGrant = z.infer<typeof roleGrantSchema>;

export const signedInMemberSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  email: z.string(),
  grants: z.array(roleGrantSchema),
});
export type SignedInMember = z.infer<typeof signedInMemberSchema>;

export const hasRole = (member: Pick<SignedInMember, 'grants'> | null, role: Role): boolean =>
  member !== null && member.grants.some((grant) => grant.role === role);

/** True when the member holds the role club-wide or scoped to exactly this session/league. */
export const hasRoleFor = (member: Pick<SignedInMember, 'grants'> | null, role: Role, scope: RoleScope): boolean =>
  member !== null &&
  member.grants.some(
    (grant) =>
      grant.role === role &&
      (grant.scope === undefined || (grant.scope.kind === scope.kind && grant.scope.id === scope.id)),
  );

export const ROLE_LABELS: Record<Role, string> = {
  member: 'Member',
  director: 'Director',
  'league-admin': 'League administrator',
  'appeals-committee': 'Appeals committee',
  'club-admin': 'Club administrator',
};
