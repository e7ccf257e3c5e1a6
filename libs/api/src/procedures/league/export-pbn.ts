// A session as a PBN 2.1 export file (hand records and every table's result).
import { z } from 'zod';
import { idText } from '../../input/text-limits';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';

export const exportPbn = procedureWith(LEAGUE_ADMIN)
  .input(z.object({ sessionId: idText }))
  .output(z.object({ fileName: z.string(), text: z.string() }))
  .query(async ({ ctx, input }) => {
    const found = await ctx.services.reader.exportPbn(input.sessionId);
    if (!found) throw new ApiError('NOT_FOUND', `Session '${input.sessionId}' does not exist.`);
    return found;
  });
