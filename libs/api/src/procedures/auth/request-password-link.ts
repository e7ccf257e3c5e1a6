// "Forgot password": a member who cannot sign in asks for a set-password link, which the club
// administrator then hands him. The answer is the same whether or not the email has an account.
import { requestPasswordLinkInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { authRefusalError } from '../../trpc/auth-refusal-error';
import { procedureWith } from '../../trpc/init';

export const requestPasswordLink = procedureWith({ access: 'public' })
  .input(requestPasswordLinkInputSchema)
  .output(z.object({ asked: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    try {
      await ctx.services.auth.requestPasswordLink({ email: input.email, clientAddress: ctx.clientAddress });
    } catch (error) {
      throw authRefusalError(error);
    }
    return { asked: true as const };
  });
