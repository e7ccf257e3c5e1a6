// The jury's ruling: a renonsz case on a recorded deal, or discipline. The organiser may rule too.
import { ultiJuryRulingInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { recorded } from '../../trpc/command-outcome';
import { ULTI_JURY } from './policy';

export const juryRuling = procedureWith(ULTI_JURY)
  .input(ultiJuryRulingInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.recordUltiJuryRuling(input, { memberId: ctx.member!.memberId })),
  );
