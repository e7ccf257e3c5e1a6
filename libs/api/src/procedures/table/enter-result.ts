// A table enters a board (contract, declarer, tricks, lead, the pairs seated) with its phone's
// entry id: a resend records nothing; the same board again with another result asks the director.
// A table entering faster than a person is refused first (@club/auth table-entry-limit.ts).
import { tableEnterResultInputSchema, tableEnterResultOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { tableActorOf } from './table-actor';

export const enterResult = procedureWith({ access: 'table' })
  .input(tableEnterResultInputSchema)
  .output(tableEnterResultOutputSchema)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.auth.tableEntries.admit(input);
    return ctx.services.site.enterTableResult(input, tableActorOf(ctx, input));
  });
