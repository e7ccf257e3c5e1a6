// A club administrator corrects a member's name, email or federation id.
import { editMemberInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { recorded } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { CLUB_ADMIN } from './policy';

export const editMember = procedureWith(CLUB_ADMIN)
  .input(editMemberInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.editMember(input, { memberId: ctx.member!.memberId })),
  );
