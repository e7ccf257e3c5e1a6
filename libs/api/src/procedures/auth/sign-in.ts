// Signs in with email and password; sets the http-only session cookie.
import { sessionCookie, signedInMemberSchema } from '@club/auth';
import { z } from 'zod';
import { authRefusalError } from '../../trpc/auth-refusal-error';
import { procedureWith } from '../../trpc/init';

export const signIn = procedureWith({ access: 'public' })
  .meta({ alone: true })
  .input(
    z.object({
      email: z.string().trim().min(1, 'enter your email address').max(200),
      password: z.string().min(1, 'enter your password').max(200),
    }),
  )
  .output(z.object({ member: signedInMemberSchema }))
  .mutation(async ({ ctx, input }) => {
    // The auth store's refusal, answered by its code (a throttled one says when to try again).
    const signedIn = await ctx.services.auth
      .signIn({ ...input, clientAddress: ctx.clientAddress })
      .catch((error: unknown) => {
        throw authRefusalError(error);
      });
    ctx.setCookie(
      sessionCookie(signedIn.token, {
        secure: ctx.secure,
        maxAge: Math.floor(ctx.services.auth.sessionLifetimeMs / 1000),
      }),
    );
    return { member: signedIn.member };
  });
