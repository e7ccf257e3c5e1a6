// The table scorer's result of a board at a table (contract, declarer, tricks, lead); a second
// entry is refused: a change is a correction.
import { enterResultInputSchema, enterResultOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const enterResult = procedureWith(directorOfSession)
  .input(enterResultInputSchema)
  .output(enterResultOutputSchema)
  .mutation(({ ctx, input }) => ctx.services.site.enterResult(input, { memberId: ctx.member!.memberId }));
