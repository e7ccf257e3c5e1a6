// The signed-in member changes his own password, giving the current one.
import { changePasswordInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';

export const changePassword = procedureWith({ access: 'signed-in' })
  .input(changePasswordInputSchema)
  .output(z.object({ passwordChanged: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await ctx.services.auth.changePassword(ctx.member!.memberId, input.current, input.next);
    return { passwordChanged: true as const };
  });
