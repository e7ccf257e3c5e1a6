// Withdraws a checked-in player (not in the next draw).
import { ultiWithdrawInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { recorded } from '../../trpc/command-outcome';
import { ULTI_ORGANISER } from './policy';

export const withdraw = procedureWith(ULTI_ORGANISER)
  .input(ultiWithdrawInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.withdrawUltiPlayer(input, { memberId: ctx.member!.memberId })),
  );
