// Ends a round: no more deals in it; the league table counts it.
import { ultiEndRoundInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { recorded } from '../../trpc/command-outcome';
import { ULTI_ORGANISER } from './policy';

export const endRound = procedureWith(ULTI_ORGANISER)
  .input(ultiEndRoundInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.endUltiRound(input, { memberId: ctx.member!.memberId })),
  );
