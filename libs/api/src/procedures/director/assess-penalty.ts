// A procedural penalty (Laws 90, 91) against the side at fault at one table, in the session's units;
// the reason is recorded as a procedural-penalty ruling the penalty hangs on.
import { assessPenaltyInputSchema, penaltyAssessedSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const assessPenalty = procedureWith(directorOfSession)
  .input(assessPenaltyInputSchema)
  .output(penaltyAssessedSchema)
  .mutation(({ ctx, input }) => ctx.services.site.assessPenalty(input, { memberId: ctx.member!.memberId }));
