// The table's scorer records a deal passed out (redealt, nothing scored).
import { rubberPassOutInputSchema, siteCommandOutcomeSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { unlessRefused } from '../../trpc/command-outcome';

export const passOut = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(rubberPassOutInputSchema)
  .output(siteCommandOutcomeSchema)
  .mutation(async ({ ctx, input }) =>
    unlessRefused(await ctx.services.site.passOutRubberDeal(input, { memberId: ctx.member!.memberId })),
  );
