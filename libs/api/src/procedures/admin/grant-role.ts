// A club administrator grants a role, club-wide or for one session or league.
import { roleChangeInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { recorded } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { CLUB_ADMIN } from './policy';

export const grantRole = procedureWith(CLUB_ADMIN)
  .input(roleChangeInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.grantRole(input, { memberId: ctx.member!.memberId })),
  );
