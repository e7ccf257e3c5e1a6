// Draws a round's tables (strength order, all-play-all or given); a redraw needs a reason.
import { ultiDrawRoundInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { recorded } from '../../trpc/command-outcome';
import { ULTI_ORGANISER } from './policy';

export const drawRound = procedureWith(ULTI_ORGANISER)
  .input(ultiDrawRoundInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.drawUltiRound(input, { memberId: ctx.member!.memberId })),
  );
