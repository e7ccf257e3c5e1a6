// The organiser's desk of an Ulti evening: who checked in, the rounds, the latest table plan.
import { ultiEveningInputSchema, ultiEveningSchema } from '@club/application/shapes';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';
import { ULTI_SCORE_KEEPER } from './policy';

export const evening = procedureWith(ULTI_SCORE_KEEPER)
  .input(ultiEveningInputSchema)
  .output(ultiEveningSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.ultiEvening(input.sessionId);
    if (!found) throw new ApiError('NOT_FOUND', `Ulti session '${input.sessionId}' has not been opened.`);
    return found;
  });
