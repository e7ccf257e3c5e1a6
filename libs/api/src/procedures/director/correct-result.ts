// A corrected result is a new command, never an edit: 79A/79B before publication, 79C1 within
// the correction period; after it the refusal names the deadline (79C2 needs an authorisation).
import { correctResultInputSchema, correctResultOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const correctResult = procedureWith(directorOfSession)
  .input(correctResultInputSchema)
  .output(correctResultOutputSchema)
  .mutation(({ ctx, input }) => ctx.services.site.correctResult(input, { memberId: ctx.member!.memberId }));
