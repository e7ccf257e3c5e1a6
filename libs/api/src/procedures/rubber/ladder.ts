// The club's rubber ladder: members' points over a season's closed evenings (default: the season now).
import { rubberLadderInputSchema, rubberLadderSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';

export const ladder = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(rubberLadderInputSchema)
  .output(rubberLadderSchema)
  .query(({ ctx, input }) => ctx.services.site.rubberLadder(input));
