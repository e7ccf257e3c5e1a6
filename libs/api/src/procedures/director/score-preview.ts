// The Law 77 score of a result before the table scorer confirms it, on the board's stored vulnerability.
import { z } from 'zod';
import { codeText, countNumber, idText } from '../../input/text-limits';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';
import { orRefusal } from './refusal';

export const scorePreview = procedureWith(directorOfSession)
  .input(
    z.object({
      sessionId: idText,
      board: countNumber,
      contract: codeText.min(1),
      declarer: z.enum(['N', 'E', 'S', 'W']).nullable(),
      tricks: z.number().int().min(0).max(13).nullable(),
    }),
  )
  .output(z.object({ scoreNs: z.number().int() }))
  .query(async ({ ctx, input }) => {
    const found = await orRefusal(() => ctx.services.reader.scorePreview(input));
    if (!found) throw new ApiError('NOT_FOUND', `Board ${input.board} is not a board of session '${input.sessionId}'.`);
    return found;
  });
