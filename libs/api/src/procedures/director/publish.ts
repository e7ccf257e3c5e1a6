// Makes the official score available (OfficialScoreMadeAvailable): returns the stored correction
// (Law 79C1) and appeal (Law 92B) deadlines. While rounds remain or results are missing the decider
// refuses, naming what is missing, unless `confirmIncomplete` confirms exactly those counts.
import { publishInputSchema, publishOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const publish = procedureWith(directorOfSession)
  .input(publishInputSchema)
  .output(publishOutputSchema)
  .mutation(({ ctx, input }) => ctx.services.site.publish(input, { memberId: ctx.member!.memberId }));
