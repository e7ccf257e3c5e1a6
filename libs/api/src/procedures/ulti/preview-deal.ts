// The forints each player would win or pay for a deal as entered, before the score-keeper confirms it.
import { previewUltiDealInputSchema, ultiDealPreviewSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { refusalError, refusalOf } from '../../trpc/refusal-status';
import { ULTI_SCORE_KEEPER } from './policy';

export const previewDeal = procedureWith(ULTI_SCORE_KEEPER)
  .input(previewUltiDealInputSchema)
  .output(ultiDealPreviewSchema)
  .query(async ({ ctx, input }) => {
    const answer = await ctx.services.site.previewUltiDeal(input);
    if (!answer.ok) throw refusalError(answer.error, refusalOf(answer));
    return answer.preview;
  });
