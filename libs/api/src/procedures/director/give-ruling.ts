// A ruling (RulingGiven): the laws applied, its type, rectifications and text; the board's Laws
// edition is stamped on it.
import { giveRulingInputSchema, giveRulingOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const giveRuling = procedureWith(directorOfSession)
  .input(giveRulingInputSchema)
  .output(giveRulingOutputSchema)
  .mutation(({ ctx, input }) => ctx.services.site.giveRuling(input, { memberId: ctx.member!.memberId }));
