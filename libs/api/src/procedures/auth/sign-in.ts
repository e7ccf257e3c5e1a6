// Signs in with email and password; sets the http-only session cookie.
import { retryAtOf, sessionCookie, signedInMemberSchema } from '@club/auth';
import { isDomainError } from '@club/events';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { ApiError } from '../../trpc/api-error';
import { refusalStatus } from '../../trpc/refusal-status';

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
    const signedIn = await ctx.services.auth.signIn({ ...input, clientAddress: ctx.clientAddress }).catch((error) => {
      // The auth store's refusal, answered by its code (a throttled one says when to try again).
      throw isDomainError(error) ? new ApiError(refusalStatus(error.code), error.message, retryAtOf(error)) : error;
    });
    ctx.setCookie(
      sessionCookie(signedIn.token, {
        secure: ctx.secure,
        maxAge: Math.floor(ctx.services.auth.sessionLifetimeMs / 1000),
      }),
    );
    return { member: signedIn.member };
  });
