// A session as its director runs it: every table-board of the movement with its result, rulings
// and adjustment, and the publications with their deadlines.
import { directorSessionInputSchema, directorSessionSchema } from '@club/application/shapes';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const session = procedureWith(directorOfSession)
  .input(directorSessionInputSchema)
  .output(directorSessionSchema)
  .query(async ({ ctx, input }) => {
    const found = await ctx.services.site.directorSession(input.sessionId);
    if (!found)
      throw notFound('session-unknown', `Session '${input.sessionId}' does not exist.`, { sessionId: input.sessionId });
    return found;
  });
