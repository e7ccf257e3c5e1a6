// The organiser removes a member from the session's jury: from then on he no longer rules on it.
import { nameUltiJurorInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { recorded } from '../../trpc/command-outcome';
import { ULTI_ORGANISER } from './policy';

export const removeJuror = procedureWith(ULTI_ORGANISER)
  .input(nameUltiJurorInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.removeUltiJuror(input, { memberId: ctx.member!.memberId })),
  );
