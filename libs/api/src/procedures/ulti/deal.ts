// One Ulti deal's record (hands, talon, bids and cards in order) for its replay.
import { ultiDealInputSchema, ultiDealSchema } from '@club/application/shapes';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';

export const deal = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(ultiDealInputSchema)
  .output(ultiDealSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.ultiDeal(input.sessionId, input.table, input.dealNo);
    if (!found)
      throw notFound(
        'ulti-deal-unknown',
        `Deal ${input.dealNo} at table ${input.table} of Ulti session '${input.sessionId}' does not exist.`,
        { dealNo: input.dealNo, table: input.table, sessionId: input.sessionId },
      );
    return found;
  });
