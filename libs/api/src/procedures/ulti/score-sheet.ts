// A table's score sheet for the score-keeper: the next deal's row and dealer, the bids, the totals.
import { ultiScoreSheetInputSchema, ultiScoreSheetSchema } from '@club/application/shapes';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';
import { ULTI_SCORE_KEEPER } from './policy';

export const scoreSheet = procedureWith(ULTI_SCORE_KEEPER)
  .input(ultiScoreSheetInputSchema)
  .output(ultiScoreSheetSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.ultiScoreSheet(input.sessionId, input.table);
    if (!found)
      throw new ApiError('NOT_FOUND', `Ulti session '${input.sessionId}' has no table ${input.table} in play.`);
    return found;
  });
