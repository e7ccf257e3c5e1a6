// A league with its table (the derived bridge-league-table / ulti-league-table document).
import { leagueTableInputSchema, leagueTableSchema } from '@club/application/shapes';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_READER } from './policy';

export const table = procedureWith(LEAGUE_READER)
  .input(leagueTableInputSchema)
  .output(leagueTableSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.league(input.leagueId);
    if (!found) throw new ApiError('NOT_FOUND', `League '${input.leagueId}' does not exist.`);
    return found;
  });
