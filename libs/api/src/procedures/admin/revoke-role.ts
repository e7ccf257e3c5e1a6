// A club administrator revokes a role as it was granted; the last club administrator keeps his.
import { roleChangeInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { recorded } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { CLUB_ADMIN } from './policy';

export const revokeRole = procedureWith(CLUB_ADMIN)
  .input(roleChangeInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.revokeRole(input, { memberId: ctx.member!.memberId })),
  );
