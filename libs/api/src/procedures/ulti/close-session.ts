// Closes the evening.
import { ultiCloseSessionInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { recorded } from '../../trpc/command-outcome';
import { ULTI_ORGANISER } from './policy';

export const closeSession = procedureWith(ULTI_ORGANISER)
  .input(ultiCloseSessionInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.closeUltiSession(input, { memberId: ctx.member!.memberId })),
  );
