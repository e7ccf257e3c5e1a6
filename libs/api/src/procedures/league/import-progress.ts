// How far an import has got: its step, units done of all, problems (file:line:field) and results,
// and how far its recording has got. `details: false` leaves out the boards and standings, for
// polling while a large file is checked or recorded (they are read once, at the end).
import { z } from 'zod';
import { idText } from '../../input/text-limits';
import { importProgressSchema } from '../../reader/league-commands';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';

export const importProgress = procedureWith(LEAGUE_ADMIN)
  .input(z.object({ importId: idText, details: z.boolean().default(true) }))
  .output(importProgressSchema)
  .query(async ({ ctx, input }) => {
    const found = await ctx.services.reader.importProgress(input.importId);
    if (!found)
      throw new ApiError(
        'NOT_FOUND',
        `Import '${input.importId}' is not known (imports are kept while the server runs).`,
      );
    return input.details ? found : { ...found, boards: [], standings: [] };
  });
