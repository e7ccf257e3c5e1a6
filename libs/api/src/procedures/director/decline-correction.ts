// The director keeps the recorded result a table asked to change (with an optional reason the
// table reads): the request leaves his desk. A request already answered or unknown is refused by code.
import { declineCorrectionInputSchema, declineCorrectionOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const declineCorrection = procedureWith(directorOfSession)
  .input(declineCorrectionInputSchema)
  .output(declineCorrectionOutputSchema)
  .mutation(({ ctx, input }) => ctx.services.site.declineCorrection(input, { memberId: ctx.member!.memberId }));
