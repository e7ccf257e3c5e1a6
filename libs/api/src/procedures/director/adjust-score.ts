// An adjusted score for each side (Law 12C): artificial (A60/40 ...), assigned or weighted;
// refused after the Law 92B period.
import { adjustScoreInputSchema, adjustScoreOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const adjustScore = procedureWith(directorOfSession)
  .input(adjustScoreInputSchema)
  .output(adjustScoreOutputSchema)
  .mutation(({ ctx, input }) => ctx.services.site.adjustScore(input, { memberId: ctx.member!.memberId }));
