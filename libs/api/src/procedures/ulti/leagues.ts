// The club's Ulti leagues.
import { z } from 'zod';
import { ultiLeagueSummarySchema } from '../../reader/club-reader';
import { procedureWith } from '../../trpc/init';

export const leagues = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(z.object({}).optional())
  .output(z.array(ultiLeagueSummarySchema))
  .query(async ({ ctx }) => [...(await ctx.services.reader.ultiLeagues())]);
