// Starts the next round (RoundStarted, with the time): rounds run in order, one at a time.
import { roundInputSchema, roundMarkedSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const startRound = procedureWith(directorOfSession)
  .input(roundInputSchema)
  .output(roundMarkedSchema)
  .mutation(({ ctx, input }) => ctx.services.site.startRound(input, { memberId: ctx.member!.memberId }));
