// An imported session's players as the file names them, with the members each may be: the league
// administrator's review page.
import { importReviewInputSchema, importReviewSchema } from '@club/application/shapes';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';

export const importReview = procedureWith(LEAGUE_ADMIN)
  .input(importReviewInputSchema)
  .output(importReviewSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.importReview(input.sessionId);
    if (!found) throw new ApiError('NOT_FOUND', `There is no imported session '${input.sessionId}'.`);
    return found;
  });
