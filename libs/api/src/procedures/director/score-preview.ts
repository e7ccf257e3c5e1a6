// The Law 77 score of a result before the table scorer confirms it, on the board's stored vulnerability.
import { scorePreviewInputSchema, scorePreviewSchema } from '@club/application/shapes';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const scorePreview = procedureWith(directorOfSession)
  .input(scorePreviewInputSchema)
  .output(scorePreviewSchema)
  .query(async ({ ctx, input }) => {
    const found = ctx.services.site.scorePreview(input);
    if (!found)
      throw notFound('board-unknown', `Board ${input.board} is not a board of session '${input.sessionId}'.`, {
        board: input.board,
        sessionId: input.sessionId,
      });
    return found;
  });
