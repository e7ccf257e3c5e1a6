// An Ulti league's table (placement points, forints, tie-breaks) and its sessions.
import { ultiLeagueInputSchema, ultiLeagueSchema } from '@club/application/shapes';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';

export const league = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(ultiLeagueInputSchema)
  .output(ultiLeagueSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.ultiLeague(input.leagueId);
    if (!found) throw new ApiError('NOT_FOUND', `Ulti league '${input.leagueId}' does not exist.`);
    return found;
  });
