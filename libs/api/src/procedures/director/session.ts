// A session as its director runs it: every table-board of the movement with its result, rulings
// and adjustment, and the publications with their deadlines.
import { directorSessionInputSchema, directorSessionSchema } from '@club/application/shapes';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const session = procedureWith(directorOfSession)
  .input(directorSessionInputSchema)
  .output(directorSessionSchema)
  .query(async ({ ctx, input }) => {
    const found = await ctx.services.site.directorSession(input.sessionId);
    if (!found) throw new ApiError('NOT_FOUND', `Session '${input.sessionId}' does not exist.`);
    return found;
  });
