// Creates a bridge or Ulti league in a season with its ranking rule (libs/club's league decider).
import { z } from 'zod';
import { createLeagueInputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';
import { recorded } from '../../trpc/command-outcome';

export const createLeague = procedureWith(LEAGUE_ADMIN)
  .input(createLeagueInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) => recorded(await ctx.services.site.createLeague(input)));
