// The table's scorer starts the next rubber (the cut's seating, or the table's rotation).
import { rubberNextRubberInputSchema, siteCommandOutcomeSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { unlessRefused } from '../../trpc/command-outcome';

export const nextRubber = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(rubberNextRubberInputSchema)
  .output(siteCommandOutcomeSchema)
  .mutation(async ({ ctx, input }) =>
    unlessRefused(await ctx.services.site.startNextRubber(input, { memberId: ctx.member!.memberId })),
  );
