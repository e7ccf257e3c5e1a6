// A session's results: the ranking per section and direction (Mitchell NS and EW, Howell one
// field), or a teams match with its IMPs and VPs. Rankings are totals, not a board's result, so
// they are shown while the session runs; each board stays behind the secrecy rule (results.board).
import { sessionResultsInputSchema, sessionResultsSchema } from '@club/application/shapes';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';

export const session = procedureWith({
  access: 'roles',
  anyOf: [{ role: 'member' }, { role: 'director', scopedBy: { kind: 'session', field: 'sessionId' } }],
})
  .input(sessionResultsInputSchema)
  .output(sessionResultsSchema)
  .query(({ ctx, input }) => {
    const results = ctx.services.site.sessionResults(input.sessionId);
    if (!results)
      throw notFound('session-unknown', `Session '${input.sessionId}' does not exist.`, { sessionId: input.sessionId });
    return results;
  });
