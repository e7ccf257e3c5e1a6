// The director moves a table on to a later round when its phone was lost and it played on
// (TableMoved): refused backwards, beyond the movement's rounds, or when entry at the tables is not open.
import { moveTableInputSchema, moveTableOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const moveTable = procedureWith(directorOfSession)
  .input(moveTableInputSchema)
  .output(moveTableOutputSchema)
  .mutation(({ ctx, input }) => ctx.services.site.moveTable(input, { memberId: ctx.member!.memberId }));
