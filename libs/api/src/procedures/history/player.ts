// A member's results over time (percentage and place per session): his own by default, or
// another member's, as the club's published results show them anyway.
import { playerHistoryInputSchema, playerHistorySchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';

export const player = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(playerHistoryInputSchema)
  .output(playerHistorySchema)
  .query(({ ctx, input }) => ctx.services.site.playerHistory(input.memberId ?? ctx.member!.memberId));
