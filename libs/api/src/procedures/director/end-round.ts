// Ends the round in play (RoundEnded, with the time).
import { z } from 'zod';
import { roundInputSchema } from '../../reader/club-reader';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';
import { orRefusal } from './refusal';

export const endRound = procedureWith(directorOfSession)
  .input(roundInputSchema)
  .output(z.object({ round: z.number().int(), at: z.string() }))
  .mutation(({ ctx, input }) =>
    orRefusal(() => ctx.services.reader.endRound(input, { memberId: ctx.member!.memberId })),
  );
