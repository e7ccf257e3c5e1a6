// The table scorer's result of a board at a table (contract, declarer, tricks, lead); a second
// entry is refused: a change is a correction.
import { z } from 'zod';
import { enterResultInputSchema } from '../../reader/club-reader';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';
import { orRefusal } from './refusal';

export const enterResult = procedureWith(directorOfSession)
  .input(enterResultInputSchema)
  .output(z.object({ scoreNs: z.number().int() }))
  .mutation(({ ctx, input }) =>
    orRefusal(() => ctx.services.reader.enterResult(input, { memberId: ctx.member!.memberId })),
  );
