// Seasons and their leagues, for league administrators.
import { z } from 'zod';
import { seasonSummarySchema } from '../../reader/club-reader';
import { procedureWith } from '../../trpc/init';

export const seasons = procedureWith({ access: 'roles', anyOf: [{ role: 'league-admin' }] })
  .input(z.void())
  .output(z.array(seasonSummarySchema))
  .query(async ({ ctx }) => [...(await ctx.services.reader.seasons())]);
