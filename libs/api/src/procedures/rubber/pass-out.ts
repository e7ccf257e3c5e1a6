// The table's scorer records a deal passed out (redealt, nothing scored).
import { rubberPassOutInputSchema, siteCommandOutcomeSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { done } from './outcome';

export const passOut = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(rubberPassOutInputSchema)
  .output(siteCommandOutcomeSchema)
  .mutation(async ({ ctx, input }) =>
    done(await ctx.services.site.passOutRubberDeal(input, { memberId: ctx.member!.memberId })),
  );
