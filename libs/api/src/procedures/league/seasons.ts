// Seasons and their leagues, for league administrators.
import { z } from 'zod';
import { seasonSummarySchema } from '../../reader/league-reader';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';

export const seasons = procedureWith(LEAGUE_ADMIN)
  .input(z.void())
  .output(z.array(seasonSummarySchema))
  .query(async ({ ctx }) => [...(await ctx.services.reader.seasons())]);
