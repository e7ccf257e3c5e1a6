// Makes the official score available (OfficialScoreMadeAvailable): returns the stored correction
// (Law 79C1) and appeal (Law 92B) deadlines.
import { z } from 'zod';
import { idText } from '../../input/text-limits';
import { publicationOutputSchema } from '../../reader/club-reader';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';
import { orRefusal } from './refusal';

export const publish = procedureWith(directorOfSession)
  .input(z.object({ sessionId: idText }))
  .output(publicationOutputSchema)
  .mutation(({ ctx, input }) => orRefusal(() => ctx.services.reader.publish(input, { memberId: ctx.member!.memberId })));
