// How far an import has got: its step, units done of all, problems (file:line:field) and results,
// and how far its recording has got. `details: false` leaves out the boards and standings, for
// polling while a large file is checked or recorded (they are read once, at the end).
import { importProgressInputSchema, importProgressSchema } from '@club/application/shapes';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';

export const importProgress = procedureWith(LEAGUE_ADMIN)
  .input(importProgressInputSchema)
  .output(importProgressSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.importProgress(input.importId);
    if (!found)
      throw notFound(
        'import-unknown',
        `Import '${input.importId}' is not known (imports are kept while the server runs).`,
        { importId: input.importId },
      );
    return input.details ? found : { ...found, boards: [], standings: [] };
  });
