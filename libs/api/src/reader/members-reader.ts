// The club's members and the roles they hold (slice: plumbing), from the club stream.
import { z } from 'zod';
import { roleGrantSchema } from '@club/club';

export const clubMemberSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  grants: z.array(roleGrantSchema),
});
export type ClubMember = z.infer<typeof clubMemberSchema>;

export interface MembersReader {
  member(memberId: string): ClubMember | undefined;
  members(): readonly ClubMember[];
}

export interface MembersData {
  readonly members?: readonly ClubMember[];
}

/** Over plain data: the tests' fixture. */
export function inMemoryMembersReader(data: MembersData): MembersReader {
  return {
    member: (memberId) => data.members?.find((m) => m.memberId === memberId),
    members: () => [...(data.members ?? [])].sort((a, b) => a.memberId.localeCompare(b.memberId)),
  };
}
