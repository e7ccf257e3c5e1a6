// Law 79C2: after the correction period, the director (the signed-in member) and the tournament
// organizer authorise a late correction of one board; the correction then names the authorisation.
import { authorizeLateCorrectionInputSchema, lateCorrectionAuthorizedSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const authorizeLateCorrection = procedureWith(directorOfSession)
  .input(authorizeLateCorrectionInputSchema)
  .output(lateCorrectionAuthorizedSchema)
  .mutation(({ ctx, input }) => ctx.services.site.authorizeLateCorrection(input, { memberId: ctx.member!.memberId }));
