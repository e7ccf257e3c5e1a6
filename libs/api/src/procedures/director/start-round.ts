// Starts the next round (RoundStarted, with the time): rounds run in order, one at a time.
import { z } from 'zod';
import { roundInputSchema } from '../../reader/club-reader';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';
import { orRefusal } from './refusal';

export const startRound = procedureWith(directorOfSession)
  .input(roundInputSchema)
  .output(z.object({ round: z.number().int(), at: z.string() }))
  .mutation(({ ctx, input }) =>
    orRefusal(() => ctx.services.reader.startRound(input, { memberId: ctx.member!.memberId })),
  );
