// Closes the session (SessionClosed, with the time): only once the official score is available.
import { z } from 'zod';
import { idText } from '../../input/text-limits';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';
import { orRefusal } from './refusal';

export const closeSession = procedureWith(directorOfSession)
  .input(z.object({ sessionId: idText }))
  .output(z.object({ at: z.string() }))
  .mutation(({ ctx, input }) =>
    orRefusal(() => ctx.services.reader.closeSession(input, { memberId: ctx.member!.memberId })),
  );
