// The sessions the signed-in director directs (from his scoped grants), with their desks.
import { z } from 'zod';
import { directorDeskSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';

export const mySessions = procedureWith({ access: 'roles', anyOf: [{ role: 'director' }] })
  .input(z.void())
  .output(z.array(z.object({ sessionId: z.string(), desk: directorDeskSchema.nullable() })))
  .query(async ({ ctx }) => {
    const ids = (ctx.member?.grants ?? []).flatMap((g) =>
      g.role === 'director' && g.scope?.kind === 'session' ? [g.scope.id] : [],
    );
    return Promise.all(
      [...new Set(ids)].map(async (sessionId) => ({
        sessionId,
        desk: (await ctx.services.site.directorDesk(sessionId)) ?? null,
      })),
    );
  });
