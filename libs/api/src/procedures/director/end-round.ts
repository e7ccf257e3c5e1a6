// Ends the round in play (RoundEnded, with the time).
import { roundInputSchema, roundMarkedSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const endRound = procedureWith(directorOfSession)
  .input(roundInputSchema)
  .output(roundMarkedSchema)
  .mutation(({ ctx, input }) => ctx.services.site.endRound(input, { memberId: ctx.member!.memberId }));
