// A club administrator dismisses a "forgot password" request without issuing a link.
import { dismissPasswordRequestInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { CLUB_ADMIN } from './policy';

export const dismissPasswordRequest = procedureWith(CLUB_ADMIN)
  .input(dismissPasswordRequestInputSchema)
  .output(z.object({ dismissed: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await ctx.services.auth.dismissPasswordRequest(input.requestId);
    return { dismissed: true as const };
  });
