// Adds a session of the league's game to a league.
import { z } from 'zod';
import { addSessionInputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';
import { recorded } from '../../trpc/command-outcome';

export const addSession = procedureWith(LEAGUE_ADMIN)
  .input(addSessionInputSchema)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input }) => recorded(await ctx.services.site.addSessionToLeague(input)));
