// The organiser names a member to the session's jury (zsűri): from then on he may rule on it.
import { nameUltiJurorInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { recorded } from '../../trpc/command-outcome';
import { ULTI_ORGANISER } from './policy';

export const nameJuror = procedureWith(ULTI_ORGANISER)
  .input(nameUltiJurorInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.nameUltiJuror(input, { memberId: ctx.member!.memberId })),
  );
