// The director is called to a table (DirectorCalled): who called, at what stage, what happened.
import { callDirectorInputSchema, callDirectorOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const callDirector = procedureWith(directorOfSession)
  .input(callDirectorInputSchema)
  .output(callDirectorOutputSchema)
  .mutation(({ ctx, input }) => ctx.services.site.callDirector(input, { memberId: ctx.member!.memberId }));
