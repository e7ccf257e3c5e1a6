// The public club page (issue 21, point 18): the latest published sessions with their rankings, for
// anyone, when the club makes its results public (CLUB_PUBLIC_PAGE); rankings are totals, never a
// board's hands (site.clubBoard shows those under the secrecy rule).
import { clubPageInputSchema, clubPageSchema } from '@club/application/shapes';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';

/** What a visitor is told when the club keeps its results for its members. */
export const PRIVATE = 'The club shows its results to its members only: sign in to see them.';

export const clubPage = procedureWith({ access: 'public' })
  .input(clubPageInputSchema)
  .output(clubPageSchema)
  .query(({ ctx, input }) => {
    if (!ctx.member && !ctx.services.site.clubPageIsPublic())
      throw new ApiError('NOT_SIGNED_IN', PRIVATE, undefined, { code: 'club-page-private', params: {} });
    return ctx.services.site.clubPage(input.limit);
  });
