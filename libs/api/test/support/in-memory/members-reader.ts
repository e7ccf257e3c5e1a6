// The members area (slice: plumbing): its shapes and use cases are the application's
// (@club/application `MembersUseCases`); here only the tests' in-memory fixture.
import { directoryOf, type ClubMember, type MembersUseCases } from '@club/application';

export interface MembersData {
  readonly members?: readonly ClubMember[];
  /** Members marked inactive: left out of the directory unless it is asked for them. */
  readonly inactive?: readonly string[];
}

/** Over plain data: the tests' fixture. */
export function inMemoryMembersReader(data: MembersData): MembersUseCases {
  return {
    member: (memberId) => data.members?.find((m) => m.memberId === memberId),
    members: () => [...(data.members ?? [])].sort((a, b) => a.memberId.localeCompare(b.memberId)),
    memberDirectory: (input) =>
      directoryOf(
        (data.members ?? []).filter((m) => input?.includeInactive === true || !data.inactive?.includes(m.memberId)),
      ),
  };
}
