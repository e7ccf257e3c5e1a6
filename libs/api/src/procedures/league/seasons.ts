// Seasons and their leagues, for members and league administrators.
import { z } from 'zod';
import { seasonSummarySchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_READER } from './policy';

export const seasons = procedureWith(LEAGUE_READER)
  .input(z.void())
  .output(z.array(seasonSummarySchema))
  .query(({ ctx }) => ctx.services.site.seasons());
