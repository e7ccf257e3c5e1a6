// The table's scorer corrects a deal already on the sheet: a new event replacing it, the log keeps both.
import { rubberCorrectDealInputSchema, siteCommandOutcomeSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { unlessRefused } from '../../trpc/command-outcome';

export const correctDeal = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(rubberCorrectDealInputSchema)
  .output(siteCommandOutcomeSchema)
  .mutation(async ({ ctx, input }) =>
    unlessRefused(await ctx.services.site.correctRubberDeal(input, { memberId: ctx.member!.memberId })),
  );
