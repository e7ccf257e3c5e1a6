// Starts importing a PBN or USEBIO results file (sent base64); the page then polls importProgress.
import { z } from 'zod';
import { importInput } from '../../reader/league-commands';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';

export const importFile = procedureWith(LEAGUE_ADMIN)
  .input(importInput)
  .output(z.object({ importId: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const bytes = Buffer.from(input.base64, 'base64');
    if (bytes.length === 0) throw new ApiError('BAD_INPUT', `${input.fileName}: the file is empty.`);
    return ctx.services.reader.importResults({ fileName: input.fileName, bytes });
  });
