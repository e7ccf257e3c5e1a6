// The shapes of the members area (slice: plumbing): a club member and the roles he holds now,
// as the site reads them. Roles, scopes and grants are the club stream's (@club/club).
import { roleGrantSchema } from '@club/club';
import { z } from 'zod';

export const clubMemberSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** The member role first (membership), then the grants in the order given. */
  grants: z.array(roleGrantSchema),
});
export type ClubMember = z.output<typeof clubMemberSchema>;
