// A member lodges an appeal for his side against the director's ruling(s) at his table (Law 92),
// through the session's director; late, the decider's refusal names the deadline.
import { lodgeAppealInput } from '@club/application/shapes';
import { z } from 'zod';
import { unlessRefused } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { appealMember } from './policy';

export const lodge = procedureWith(appealMember)
  .input(lodgeAppealInput)
  .output(z.object({ appealId: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const lodged = unlessRefused(await ctx.services.site.lodgeAppeal({ memberId: ctx.member!.memberId }, input));
    return { appealId: lodged.appealId };
  });
