// Closes the session (SessionClosed, with the time): only once the official score is available.
// The tables' codes and sign-ins stop working at once (they live in the auth store, not the log).
import { directorSessionInputSchema, sessionClosedSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const closeSession = procedureWith(directorOfSession)
  .input(directorSessionInputSchema)
  .output(sessionClosedSchema)
  .mutation(async ({ ctx, input }) => {
    const [closed] = await Promise.all([
      ctx.services.site.closeSession(input, { memberId: ctx.member!.memberId }),
      ctx.services.auth.tableCodes.endTableEntry(input.sessionId),
    ]);
    return closed;
  });
