// A table's deal as the score-keeper enters it (ulti-sheet/1 or a full record).
import { recordUltiDealInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { recorded } from '../../trpc/command-outcome';
import { ULTI_SCORE_KEEPER } from './policy';

export const recordDeal = procedureWith(ULTI_SCORE_KEEPER)
  .input(recordUltiDealInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.recordUltiDeal(input, { memberId: ctx.member!.memberId })),
  );
