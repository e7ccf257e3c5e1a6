// Sets a password through a one-time link the club administrator handed over (no sign-in needed).
import { setPasswordInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';

export const setPassword = procedureWith({ access: 'public' })
  .input(setPasswordInputSchema)
  .output(z.object({ passwordSet: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await ctx.services.auth.setPasswordWithLink(input.token, input.password);
    return { passwordSet: true as const };
  });
