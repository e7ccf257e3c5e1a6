// The forints each player would win or pay under a renonsz ruling, before the jury confirms it.
import { previewUltiRulingInputSchema, ultiDealPreviewSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { unlessRefused } from '../../trpc/command-outcome';
import { ULTI_JURY } from './policy';

export const previewRuling = procedureWith(ULTI_JURY)
  .input(previewUltiRulingInputSchema)
  .output(ultiDealPreviewSchema)
  .query(async ({ ctx, input }) => unlessRefused(await ctx.services.site.previewUltiRuling(input)).preview);
