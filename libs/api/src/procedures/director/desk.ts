// A session's director desk: only for a director of that session.
import { directorDeskSchema, directorSessionInputSchema } from '@club/application/shapes';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';

export const desk = procedureWith({
  access: 'roles',
  anyOf: [{ role: 'director', scopedBy: { kind: 'session', field: 'sessionId' } }],
})
  .input(directorSessionInputSchema)
  .output(directorDeskSchema)
  .query(async ({ ctx, input }) => {
    const found = await ctx.services.site.directorDesk(input.sessionId);
    if (!found) throw new ApiError('NOT_FOUND', `Session '${input.sessionId}' does not exist.`);
    return found;
  });
