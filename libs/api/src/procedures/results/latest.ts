// The latest sessions, newest first.
import { z } from 'zod';
import { sessionSummarySchema } from '../../reader/club-reader';
import { procedureWith } from '../../trpc/init';

export const latest = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(z.object({ limit: z.number().int().min(1).max(50).default(10) }))
  .output(z.array(sessionSummarySchema))
  .query(async ({ ctx, input }) => [...(await ctx.services.reader.latestSessions(input.limit))]);
