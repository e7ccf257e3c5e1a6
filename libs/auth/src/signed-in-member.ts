// The member a request is signed in as, with the roles he holds now (the club stream's grants of
// @club/club), and the two questions every policy asks of him.
import { roleGrantSchema, type ClubRole, type RoleScope } from '@club/club';
import { z } from 'zod';

export const signedInMemberSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  email: z.string(),
  grants: z.array(roleGrantSchema),
});
export type SignedInMember = z.infer<typeof signedInMemberSchema>;

export const hasRole = (member: Pick<SignedInMember, 'grants'> | null, role: ClubRole): boolean =>
  member !== null && member.grants.some((grant) => grant.role === role);

/** True when the member holds the role club-wide or scoped to exactly this session/league. */
export const hasRoleFor = (member: Pick<SignedInMember, 'grants'> | null, role: ClubRole, scope: RoleScope): boolean =>
  member !== null &&
  member.grants.some(
    (grant) =>
      grant.role === role &&
      (grant.scope === undefined || (grant.scope.kind === scope.kind && grant.scope.id === scope.id)),
  );
