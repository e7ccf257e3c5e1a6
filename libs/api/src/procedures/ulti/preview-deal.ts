// The forints each player would win or pay for a deal as entered, before the score-keeper confirms it.
import { previewUltiDealInputSchema, ultiDealPreviewSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { unlessRefused } from '../../trpc/command-outcome';
import { ULTI_SCORE_KEEPER } from './policy';

export const previewDeal = procedureWith(ULTI_SCORE_KEEPER)
  .input(previewUltiDealInputSchema)
  .output(ultiDealPreviewSchema)
  .query(async ({ ctx, input }) => unlessRefused(await ctx.services.site.previewUltiDeal(input)).preview);
