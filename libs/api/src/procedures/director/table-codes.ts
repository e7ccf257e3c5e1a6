// The director's sheet of table codes: one per table while the session takes results at the tables
// (issued on first read when entry was opened without the site, as the demo's was; a table keeps its code),
// each with the round its table plays now.
import { tableCodesInputSchema, tableCodesOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const tableCodes = procedureWith(directorOfSession)
  .input(tableCodesInputSchema)
  .output(tableCodesOutputSchema)
  .query(async ({ ctx, input }) => {
    if (!ctx.services.site.tableEntryOpen(input.sessionId)) return { codes: [] };
    const codes = await ctx.services.auth.tableCodes.issue(
      input.sessionId,
      ctx.services.site.sessionTables(input.sessionId),
    );
    return { codes: ctx.services.site.tableSheet(input.sessionId, codes) };
  });
