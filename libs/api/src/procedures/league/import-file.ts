// Starts importing a PBN, USEBIO or LIN results file (sent base64); the page then polls importProgress.
import { importFileInputSchema, importStartedSchema } from '@club/application/shapes';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';

export const importFile = procedureWith(LEAGUE_ADMIN)
  .input(importFileInputSchema)
  .output(importStartedSchema)
  .mutation(({ ctx, input }) => {
    const bytes = Buffer.from(input.base64, 'base64');
    if (bytes.length === 0) throw new ApiError('BAD_INPUT', `${input.fileName}: the file is empty.`);
    return ctx.services.site.importResults({ fileName: input.fileName, bytes });
  });
