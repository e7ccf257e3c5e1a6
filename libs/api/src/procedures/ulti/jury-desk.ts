// The jury's desk of a session: its tables and deals, the renonsz cases with their § text, the rulings so far.
import { ultiJuryDeskInputSchema, ultiJuryDeskSchema } from '@club/application/shapes';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';
import { ULTI_JURY } from './policy';

export const juryDesk = procedureWith(ULTI_JURY)
  .input(ultiJuryDeskInputSchema)
  .output(ultiJuryDeskSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.ultiJuryDesk(input);
    if (!found)
      throw notFound('ulti-session-not-opened', `Ulti session '${input.sessionId}' has not been opened.`, {
        sessionId: input.sessionId,
      });
    return found;
  });
