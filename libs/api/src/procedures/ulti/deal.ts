// One Ulti deal's record (hands, talon, bids and cards in order) for its replay.
import { z } from 'zod';
import { countNumber, idText } from '../../input/text-limits';
import { ultiDealSchema } from '../../reader/club-reader';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';

export const deal = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(z.object({ sessionId: idText, table: countNumber, dealNo: countNumber }))
  .output(ultiDealSchema)
  .query(async ({ ctx, input }) => {
    const found = await ctx.services.reader.ultiDeal(input.sessionId, input.table, input.dealNo);
    if (!found)
      throw new ApiError(
        'NOT_FOUND',
        `Deal ${input.dealNo} at table ${input.table} of Ulti session '${input.sessionId}' does not exist.`,
      );
    return found;
  });
