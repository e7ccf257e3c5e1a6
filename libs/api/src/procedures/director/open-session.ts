// Opens a new session (ScheduleSession: movement, sections, boards with hand records, entrants,
// scoring, Laws edition, periods). Any director may open one; he then directs it: the grant is
// recorded on the club stream by the application layer and kept with his site account.
import { openSessionInputSchema, openSessionOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { anyDirector } from './director-policy';

export const openSession = procedureWith(anyDirector)
  .input(openSessionInputSchema)
  .output(openSessionOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const member = ctx.member!;
    const opened = await ctx.services.site.openSession(input, { memberId: member.memberId });
    const directs = member.grants.some(
      (g) => g.role === 'director' && (g.scope === undefined || g.scope.id === input.sessionId),
    );
    if (!directs)
      await ctx.services.auth.setGrants(member.memberId, [
        ...member.grants,
        { role: 'director', scope: { kind: 'session', id: input.sessionId } },
      ]);
    return opened;
  });
