// The league administrator's review of an imported session's players (each seat a member, a new
// member, or a guest): from it on, the session counts in its league tables; again, a correction.
import { reviewImportInputSchema, reviewImportOutputSchema } from '@club/application/shapes';
import { unlessRefused } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';

export const reviewImport = procedureWith(LEAGUE_ADMIN)
  .input(reviewImportInputSchema)
  .output(reviewImportOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const outcome = await ctx.services.site.reviewImport(input, { memberId: ctx.member!.memberId });
    const { ok: _, ...reviewed } = unlessRefused(outcome);
    return reviewed;
  });
