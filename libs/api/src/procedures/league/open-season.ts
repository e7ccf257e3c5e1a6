// Opens a season (season-<id> stream, libs/club's season decider).
import { z } from 'zod';
import { openSeasonInputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';
import { recorded } from '../../trpc/command-outcome';

export const openSeason = procedureWith(LEAGUE_ADMIN)
  .input(openSeasonInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) => recorded(await ctx.services.site.openSeason(input)));
