// A club administrator adds a member (name, email, optional federation id); answers the new member's id.
import { addMemberInputSchema, memberAddedSchema } from '@club/application/shapes';
import { unlessRefused } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { CLUB_ADMIN } from './policy';

export const addMember = procedureWith(CLUB_ADMIN)
  .input(addMemberInputSchema)
  .output(memberAddedSchema)
  .mutation(async ({ ctx, input }) => {
    const { memberId } = unlessRefused(await ctx.services.site.addMember(input, { memberId: ctx.member!.memberId }));
    return { recorded: true as const, memberId };
  });
