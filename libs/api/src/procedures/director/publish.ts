// Makes the official score available (OfficialScoreMadeAvailable): returns the stored correction
// (Law 79C1) and appeal (Law 92B) deadlines. While rounds remain or results are missing the decider
// refuses, naming what is missing, unless `confirmIncomplete` confirms exactly those counts. Entry at
// the tables ends with it: the tables' codes and sign-ins stop working at once.
import { publishInputSchema, publishOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const publish = procedureWith(directorOfSession)
  .input(publishInputSchema)
  .output(publishOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const [published] = await Promise.all([
      ctx.services.site.publish(input, { memberId: ctx.member!.memberId }),
      ctx.services.auth.tableCodes.endTableEntry(input.sessionId),
    ]);
    return published;
  });
