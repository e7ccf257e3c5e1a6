// The active members' ids and names, for any signed-in member: what the member picker chooses from
// (entrants, hearing panels). Inactive members only when asked (reviewing an old import's players).
// Names only, never emails or roles.
import { memberDirectoryInputSchema, memberDirectorySchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';

export const directory = procedureWith({ access: 'signed-in' })
  .input(memberDirectoryInputSchema)
  .output(memberDirectorySchema)
  .query(({ ctx, input }) => ctx.services.site.memberDirectory(input));
