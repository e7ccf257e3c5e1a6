// A table signs in with the code on its card: a cookie for that table only, while the session takes
// results at the tables. A code after the session is over is refused, and sets nothing.
import { tableSignInInputSchema, tableSignInOutputSchema } from '@club/application/shapes';
import { tableCookie } from '@club/auth';
import { isDomainError } from '@club/events';
import { procedureWith } from '../../trpc/init';
import { ApiError } from '../../trpc/api-error';
import { refusalStatus } from '../../trpc/refusal-status';

const ENDED = 'This table code no longer works: the session is over, results are no longer entered at the tables.';

export const signIn = procedureWith({ access: 'public' })
  .meta({ alone: true })
  .input(tableSignInInputSchema)
  .output(tableSignInOutputSchema)
  .mutation(async ({ ctx, input }) => {
    try {
      const seat = await ctx.services.auth.tableCodes.seatOfCode(input.code);
      if (!ctx.services.site.tableEntryOpen(seat.sessionId)) {
        await ctx.services.auth.tableCodes.endTableEntry(seat.sessionId);
        throw new ApiError('FORBIDDEN', ENDED, undefined, { code: 'table-entry-ended', params: {} });
      }
      const { token } = await ctx.services.auth.tableCodes.signIn(input.code);
      // Until the evening is surely over: the code stops working with the session anyway.
      ctx.setCookie(tableCookie(token, { secure: ctx.secure, maxAge: 24 * 60 * 60 }));
      return { seat };
    } catch (error) {
      // The auth store's refusal, answered by its code.
      throw isDomainError(error)
        ? new ApiError(refusalStatus(error.code), error.message, undefined, { code: error.code, params: error.params })
        : error;
    }
  });
