// Checks a player in for the evening (he is in the next draw).
import { ultiCheckInInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { recorded } from '../../trpc/command-outcome';
import { ULTI_ORGANISER } from './policy';

export const checkIn = procedureWith(ULTI_ORGANISER)
  .input(ultiCheckInInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.checkInUltiPlayer(input, { memberId: ctx.member!.memberId })),
  );
