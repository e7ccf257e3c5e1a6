// Ends this sign-in on the server and clears the cookie.
import { z } from 'zod';
import { clearedSessionCookie } from '@club/auth';
import { procedureWith } from '../../trpc/init';

export const signOut = procedureWith({ access: 'signed-in' })
  .input(z.void())
  .output(z.object({ signedOut: z.literal(true) }))
  .mutation(async ({ ctx }) => {
    if (ctx.sessionToken) await ctx.services.auth.signOut(ctx.sessionToken);
    ctx.setCookie(clearedSessionCookie(ctx.secure));
    return { signedOut: true as const };
  });
