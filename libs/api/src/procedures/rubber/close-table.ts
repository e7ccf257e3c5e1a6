// The table's scorer closes the evening: an unfinished rubber is scored with its bonuses and settled.
import { rubberTableInputSchema, siteCommandOutcomeSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { unlessRefused } from '../../trpc/command-outcome';

export const closeTable = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(rubberTableInputSchema)
  .output(siteCommandOutcomeSchema)
  .mutation(async ({ ctx, input }) =>
    unlessRefused(await ctx.services.site.closeRubberTable(input, { memberId: ctx.member!.memberId })),
  );
