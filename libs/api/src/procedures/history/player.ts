// A member's results over time (percentage and place per session): his own by default, or
// another member's, as the club's published results show them anyway.
import { z } from 'zod';
import { idText } from '../../input/text-limits';
import { playerHistorySchema } from '../../reader/club-reader';
import { procedureWith } from '../../trpc/init';

export const player = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(z.object({ memberId: idText.optional() }))
  .output(playerHistorySchema)
  .query(async ({ ctx, input }) => ctx.services.reader.playerHistory(input.memberId ?? ctx.member!.memberId));
