// The latest sessions, newest first.
import { latestSessionsInputSchema, sessionSummarySchema } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';

export const latest = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(latestSessionsInputSchema)
  .output(z.array(sessionSummarySchema))
  .query(({ ctx, input }) => ctx.services.site.latestSessions(input.limit));
