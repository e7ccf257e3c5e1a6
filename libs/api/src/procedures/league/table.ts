// A league with its table (the derived bridge-league-table / ulti-league-table document).
import { leagueTableInputSchema, leagueTableSchema } from '@club/application/shapes';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_READER } from './policy';

export const table = procedureWith(LEAGUE_READER)
  .input(leagueTableInputSchema)
  .output(leagueTableSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.league(input.leagueId);
    if (!found)
      throw notFound('league-unknown', `League '${input.leagueId}' does not exist.`, { leagueId: input.leagueId });
    return found;
  });
