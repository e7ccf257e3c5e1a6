// A recorded deal corrected (a new event with the signed-in member and the reason).
import { ultiCorrectDealInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { recorded } from '../../trpc/command-outcome';
import { ULTI_CORRECTOR } from './policy';

export const correctDeal = procedureWith(ULTI_CORRECTOR)
  .input(ultiCorrectDealInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.correctUltiDeal(input, { memberId: ctx.member!.memberId })),
  );
