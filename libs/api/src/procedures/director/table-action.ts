// A call or a card as made at the table; irregular ones are recorded and flagged by the engine,
// never refused.
import { tableActionInputSchema, tableActionOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const tableAction = procedureWith(directorOfSession)
  .input(tableActionInputSchema)
  .output(tableActionOutputSchema)
  .mutation(({ ctx, input }) => ctx.services.site.tableAction(input, { memberId: ctx.member!.memberId }));
