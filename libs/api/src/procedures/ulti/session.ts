// An Ulti session's standings and the ledger of every deal at every table.
import { z } from 'zod';
import { idText } from '../../input/text-limits';
import { ultiSessionSchema } from '../../reader/club-reader';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';

export const session = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(z.object({ sessionId: idText }))
  .output(ultiSessionSchema)
  .query(async ({ ctx, input }) => {
    const found = await ctx.services.reader.ultiSession(input.sessionId);
    if (!found) throw new ApiError('NOT_FOUND', `Ulti session '${input.sessionId}' does not exist.`);
    return found;
  });
