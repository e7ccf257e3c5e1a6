// Any member opens a rubber table (players, seating, first dealer, variant, stake); the site names it.
import { rubberOpenTableInputSchema, rubberTableOpenedSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { unlessRefused } from '../../trpc/command-outcome';

export const openTable = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(rubberOpenTableInputSchema)
  .output(rubberTableOpenedSchema)
  .mutation(async ({ ctx, input }) =>
    unlessRefused(await ctx.services.site.openRubberTable(input, { memberId: ctx.member!.memberId })),
  );
