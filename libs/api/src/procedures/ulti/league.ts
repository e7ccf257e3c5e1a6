// An Ulti league's table (placement points, forints, tie-breaks) and its sessions.
import { z } from 'zod';
import { idText } from '../../input/text-limits';
import { ultiLeagueSchema } from '../../reader/club-reader';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';

export const league = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(z.object({ leagueId: idText }))
  .output(ultiLeagueSchema)
  .query(async ({ ctx, input }) => {
    const found = await ctx.services.reader.ultiLeague(input.leagueId);
    if (!found) throw new ApiError('NOT_FOUND', `Ulti league '${input.leagueId}' does not exist.`);
    return found;
  });
