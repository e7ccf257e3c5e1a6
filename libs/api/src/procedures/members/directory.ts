// Every member's id and name, for any signed-in member: what the member picker chooses from
// (entrants, hearing panels). Names only, never emails or roles.
import { memberDirectorySchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';

export const directory = procedureWith({ access: 'signed-in' })
  .input(z.void())
  .output(memberDirectorySchema)
  .query(({ ctx }) => ctx.services.site.memberDirectory());
