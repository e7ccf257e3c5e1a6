// Opens an Ulti evening (ScheduleUltiSession): its league, deals per table, the rule set.
import { openUltiSessionInputSchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { recorded } from '../../trpc/command-outcome';
import { ULTI_OPENER } from './policy';

export const openSession = procedureWith(ULTI_OPENER)
  .input(openUltiSessionInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) =>
    recorded(await ctx.services.site.openUltiSession(input, { memberId: ctx.member!.memberId })),
  );
