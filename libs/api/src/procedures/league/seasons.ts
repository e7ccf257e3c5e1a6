// Seasons and their leagues, for league administrators.
import { z } from 'zod';
import { seasonSummarySchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';

export const seasons = procedureWith(LEAGUE_ADMIN)
  .input(z.void())
  .output(z.array(seasonSummarySchema))
  .query(({ ctx }) => ctx.services.site.seasons());
