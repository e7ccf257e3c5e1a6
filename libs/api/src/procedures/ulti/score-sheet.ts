// A table's score sheet for the score-keeper: the next deal's row and dealer, the bids, the totals.
import { ultiScoreSheetInputSchema, ultiScoreSheetSchema } from '@club/application/shapes';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';
import { ULTI_SCORE_KEEPER } from './policy';

export const scoreSheet = procedureWith(ULTI_SCORE_KEEPER)
  .input(ultiScoreSheetInputSchema)
  .output(ultiScoreSheetSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.ultiScoreSheet(input.sessionId, input.table);
    if (!found)
      throw notFound(
        'ulti-table-not-in-play',
        `Ulti session '${input.sessionId}' has no table ${input.table} in play.`,
        {
          sessionId: input.sessionId,
          table: input.table,
        },
      );
    return found;
  });
