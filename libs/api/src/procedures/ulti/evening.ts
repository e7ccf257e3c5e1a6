// The organiser's desk of an Ulti evening: who checked in, the rounds, the latest table plan.
import { ultiEveningInputSchema, ultiEveningSchema } from '@club/application/shapes';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';
import { ULTI_SCORE_KEEPER } from './policy';

export const evening = procedureWith(ULTI_SCORE_KEEPER)
  .input(ultiEveningInputSchema)
  .output(ultiEveningSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.ultiEvening(input.sessionId);
    if (!found)
      throw notFound('ulti-session-not-opened', `Ulti session '${input.sessionId}' has not been opened.`, {
        sessionId: input.sessionId,
      });
    return found;
  });
