// A session's director desk: only for a director of that session.
import { directorDeskSchema, directorSessionInputSchema } from '@club/application/shapes';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';

export const desk = procedureWith({
  access: 'roles',
  anyOf: [{ role: 'director', scopedBy: { kind: 'session', field: 'sessionId' } }],
})
  .input(directorSessionInputSchema)
  .output(directorDeskSchema)
  .query(async ({ ctx, input }) => {
    const found = await ctx.services.site.directorDesk(input.sessionId);
    if (!found)
      throw notFound('session-unknown', `Session '${input.sessionId}' does not exist.`, { sessionId: input.sessionId });
    return found;
  });
