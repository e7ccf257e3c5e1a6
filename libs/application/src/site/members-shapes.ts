// The shapes of the members area (slice: plumbing): a club member and the roles he holds now,
// as the site reads them, and a person as pages show him (id for links, name for people).
// Roles, scopes and grants are the club stream's (@club/club).
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

/** A person as a page shows him: the id stays for links and choices, the name is what people read. */
export const personSchema = z.object({ memberId: z.string(), name: z.string() });
export type Person = z.output<typeof personSchema>;

/** Every member of the club by name, for choosing people (entrants, panels): in name order. */
export const memberDirectorySchema = z.array(personSchema);
export type MemberDirectory = z.output<typeof memberDirectorySchema>;

/**
 * Whom the directory lists: active members only (a new choice never offers one who left), unless
 * the caller looks back at the past (reviewing an old import's players), when inactive ones count too.
 */
export const memberDirectoryInputSchema = z
  .object({ includeInactive: z.boolean().optional() })
  .optional()
  .transform((input) => ({ includeInactive: input?.includeInactive ?? false }));
export type MemberDirectoryInput = z.input<typeof memberDirectoryInputSchema>;
