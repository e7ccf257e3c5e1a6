// The director opens his session for entry at the tables (TableEntryOpened, with how East-West
// confirm); every table gets its code in the auth store (a secret, never an event).
import { openTableEntryInputSchema, tableCodesOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const openTableEntry = procedureWith(directorOfSession)
  .input(openTableEntryInputSchema)
  .output(tableCodesOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const opened = await ctx.services.site.openTableEntry(input, { memberId: ctx.member!.memberId });
    const codes = await ctx.services.auth.tableCodes.issue(input.sessionId, opened.tables);
    return { codes: ctx.services.site.tableSheet(input.sessionId, codes) };
  });
