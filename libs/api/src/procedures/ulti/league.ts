// An Ulti league's table (placement points, forints, tie-breaks) and its sessions.
import { ultiLeagueInputSchema, ultiLeagueSchema } from '@club/application/shapes';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';

export const league = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(ultiLeagueInputSchema)
  .output(ultiLeagueSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.ultiLeague(input.leagueId);
    if (!found)
      throw notFound('ulti-league-unknown', `Ulti league '${input.leagueId}' does not exist.`, {
        leagueId: input.leagueId,
      });
    return found;
  });
