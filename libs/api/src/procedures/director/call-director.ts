// The director is called to a table (DirectorCalled): who called, at what stage, what happened.
import { z } from 'zod';
import { callDirectorInputSchema } from '../../reader/club-reader';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';
import { orRefusal } from './refusal';

export const callDirector = procedureWith(directorOfSession)
  .input(callDirectorInputSchema)
  .output(z.object({ callId: z.string() }))
  .mutation(({ ctx, input }) =>
    orRefusal(() => ctx.services.reader.callDirector(input, { memberId: ctx.member!.memberId })),
  );
