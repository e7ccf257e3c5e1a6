// An Ulti session's standings and the ledger of every deal at every table.
import { ultiSessionInputSchema, ultiSessionSchema } from '@club/application/shapes';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';

export const session = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(ultiSessionInputSchema)
  .output(ultiSessionSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.ultiSession(input.sessionId);
    if (!found)
      throw notFound('ulti-session-unknown', `Ulti session '${input.sessionId}' does not exist.`, {
        sessionId: input.sessionId,
      });
    return found;
  });
