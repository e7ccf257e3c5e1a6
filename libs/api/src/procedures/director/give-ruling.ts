// A ruling (RulingGiven): the laws applied, its type, rectifications and text; the board's Laws
// edition is stamped on it.
import { z } from 'zod';
import { giveRulingInputSchema } from '../../reader/club-reader';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';
import { orRefusal } from './refusal';

export const giveRuling = procedureWith(directorOfSession)
  .input(giveRulingInputSchema)
  .output(z.object({ rulingId: z.string() }))
  .mutation(({ ctx, input }) =>
    orRefusal(() => ctx.services.reader.giveRuling(input, { memberId: ctx.member!.memberId })),
  );
