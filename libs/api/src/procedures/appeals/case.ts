// One appeal with its whole timeline, for the appeals committee.
import { appealCaseSchema } from '@club/application/shapes';
import { z } from 'zod';
import { idText } from '../../input/text-limits';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';

export const appealCase = procedureWith({ access: 'roles', anyOf: [{ role: 'appeals-committee' }] })
  .input(z.object({ appealId: idText }))
  .output(appealCaseSchema)
  .query(async ({ ctx, input }) => {
    const found = await ctx.services.site.appealCase(input.appealId);
    if (!found) throw new ApiError('NOT_FOUND', `Appeal '${input.appealId}' does not exist.`);
    return found;
  });
