// The table's scorer corrects a deal already on the sheet: a new event replacing it, the log keeps both.
import { rubberCorrectDealInputSchema, siteCommandOutcomeSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { done } from './outcome';

export const correctDeal = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(rubberCorrectDealInputSchema)
  .output(siteCommandOutcomeSchema)
  .mutation(async ({ ctx, input }) =>
    done(await ctx.services.site.correctRubberDeal(input, { memberId: ctx.member!.memberId })),
  );
