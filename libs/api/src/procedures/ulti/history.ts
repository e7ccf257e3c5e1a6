// A member's Ulti over time (forints, placement points and rank per session, sums per season): his
// own by default, or another member's, as the published Ulti standings show them anyway.
import { ultiHistoryInputSchema, ultiHistorySchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';

export const history = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(ultiHistoryInputSchema)
  .output(ultiHistorySchema)
  .query(({ ctx, input }) => ctx.services.site.ultiHistory(input.memberId ?? ctx.member!.memberId));
