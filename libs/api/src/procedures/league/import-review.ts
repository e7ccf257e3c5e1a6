// An imported session's players as the file names them, with the members each may be: the league
// administrator's review page.
import { importReviewInputSchema, importReviewSchema } from '@club/application/shapes';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';

export const importReview = procedureWith(LEAGUE_ADMIN)
  .input(importReviewInputSchema)
  .output(importReviewSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.importReview(input.sessionId);
    if (!found)
      throw notFound('imported-session-unknown', `There is no imported session '${input.sessionId}'.`, {
        sessionId: input.sessionId,
      });
    return found;
  });
