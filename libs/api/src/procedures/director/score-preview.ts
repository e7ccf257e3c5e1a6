// The Law 77 score of a result before the table scorer confirms it, on the board's stored vulnerability.
import { scorePreviewInputSchema, scorePreviewSchema } from '@club/application/shapes';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const scorePreview = procedureWith(directorOfSession)
  .input(scorePreviewInputSchema)
  .output(scorePreviewSchema)
  .query(async ({ ctx, input }) => {
    const found = ctx.services.site.scorePreview(input);
    if (!found) throw new ApiError('NOT_FOUND', `Board ${input.board} is not a board of session '${input.sessionId}'.`);
    return found;
  });
