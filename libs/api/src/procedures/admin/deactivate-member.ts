// A club administrator marks a member inactive: his history stays, his account closes at once (his
// sign-ins end and his password no longer works); the last club administrator is refused.
import { deactivateMemberInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { recorded } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { CLUB_ADMIN } from './policy';

export const deactivateMember = procedureWith(CLUB_ADMIN)
  .input(deactivateMemberInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    const done = recorded(await ctx.services.site.deactivateMember(input, { memberId: ctx.member!.memberId }));
    // His sign-ins end at once, not at their expiry, and he cannot sign in again.
    await ctx.services.auth.closeAccountOf(input.memberId);
    return done;
  });
