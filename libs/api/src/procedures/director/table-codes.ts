// The director's sheet of table codes: one per table, issued when the session opened for entry
// (a table added since gets its code here).
import { tableCodesInputSchema, tableCodesOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const tableCodes = procedureWith(directorOfSession)
  .input(tableCodesInputSchema)
  .output(tableCodesOutputSchema)
  .query(({ ctx, input }) => {
    const codes = ctx.services.auth.tableCodes.of(input.sessionId);
    if (codes.length === 0) return { codes: [] };
    return {
      codes: ctx.services.auth.tableCodes.issue(input.sessionId, ctx.services.site.sessionTables(input.sessionId)),
    };
  });
