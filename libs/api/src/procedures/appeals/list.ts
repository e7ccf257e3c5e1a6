// Appeals with their deadlines, for the appeals committee.
import { appealSummarySchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';

export const list = procedureWith({ access: 'roles', anyOf: [{ role: 'appeals-committee' }] })
  .input(z.void())
  .output(z.array(appealSummarySchema))
  .query(async ({ ctx }) => [...(await ctx.services.site.appeals())]);
