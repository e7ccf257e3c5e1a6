// The session's director rejects an appeal he cannot take: out of time (Law 92B) or not an appeal of a ruling (92A).
import { rejectAppealInput } from '@club/application/shapes';
import { z } from 'zod';
import { recorded } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { appealSessionDirector } from './policy';

export const reject = procedureWith(appealSessionDirector)
  .input(rejectAppealInput)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input: { appealId, ...step } }) =>
    recorded(await ctx.services.site.rejectAppeal({ memberId: ctx.member!.memberId }, appealId, step)),
  );
