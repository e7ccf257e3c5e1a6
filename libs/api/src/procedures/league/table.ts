// A league with its table (the derived bridge-league-table / ulti-league-table document).
import { z } from 'zod';
import { idText } from '../../input/text-limits';
import { leagueTableSchema } from '../../reader/league-reader';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';

export const table = procedureWith(LEAGUE_ADMIN)
  .input(z.object({ leagueId: idText }))
  .output(leagueTableSchema)
  .query(async ({ ctx, input }) => {
    const found = await ctx.services.reader.league(input.leagueId);
    if (!found) throw new ApiError('NOT_FOUND', `League '${input.leagueId}' does not exist.`);
    return found;
  });
