// An Ulti session's standings and the ledger of every deal at every table.
import { ultiSessionInputSchema, ultiSessionSchema } from '@club/application/shapes';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';

export const session = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(ultiSessionInputSchema)
  .output(ultiSessionSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.ultiSession(input.sessionId);
    if (!found) throw new ApiError('NOT_FOUND', `Ulti session '${input.sessionId}' does not exist.`);
    return found;
  });
