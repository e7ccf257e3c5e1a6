// The rectification of the irregularity pending on a live board: one of the options the Laws offer
// for it (libs/bridge, by edition), with its choice from a closed set; recorded through the board's
// decider. An option not offered, or a choice outside the set, is refused naming both.
import { rectifiedSchema, rectifyInputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const rectify = procedureWith(directorOfSession)
  .input(rectifyInputSchema)
  .output(rectifiedSchema)
  .mutation(({ ctx, input }) => ctx.services.site.rectify(input, { memberId: ctx.member!.memberId }));
