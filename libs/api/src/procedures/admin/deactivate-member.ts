// A club administrator marks a member inactive: his history stays; the last club administrator is refused.
import { deactivateMemberInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { recorded } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { CLUB_ADMIN } from './policy';

export const deactivateMember = procedureWith(CLUB_ADMIN)
  .input(deactivateMemberInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.deactivateMember(input, { memberId: ctx.member!.memberId })),
  );
