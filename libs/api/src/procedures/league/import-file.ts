// Starts importing a PBN, USEBIO or LIN results file (sent base64); the page then polls importProgress.
import { importFileInputSchema, importStartedSchema } from '@club/application/shapes';
import { badInput } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';

export const importFile = procedureWith(LEAGUE_ADMIN)
  .input(importFileInputSchema)
  .output(importStartedSchema)
  .mutation(({ ctx, input }) => {
    const bytes = Buffer.from(input.base64, 'base64');
    if (bytes.length === 0)
      throw badInput('file-empty', `${input.fileName}: the file is empty.`, { fileName: input.fileName });
    return ctx.services.site.importResults({ fileName: input.fileName, bytes });
  });
