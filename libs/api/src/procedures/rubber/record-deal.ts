// The table's scorer (its opener or one of its players) records a played deal; a wrong entry is refused naming the field.
import { rubberRecordDealInputSchema, siteCommandOutcomeSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { unlessRefused } from '../../trpc/command-outcome';

export const recordDeal = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(rubberRecordDealInputSchema)
  .output(siteCommandOutcomeSchema)
  .mutation(async ({ ctx, input }) =>
    unlessRefused(await ctx.services.site.recordRubberDeal(input, { memberId: ctx.member!.memberId })),
  );
