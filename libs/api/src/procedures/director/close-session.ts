// Closes the session (SessionClosed, with the time): only once the official score is available.
import { directorSessionInputSchema, sessionClosedSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const closeSession = procedureWith(directorOfSession)
  .input(directorSessionInputSchema)
  .output(sessionClosedSchema)
  .mutation(({ ctx, input }) => ctx.services.site.closeSession(input, { memberId: ctx.member!.memberId }));
