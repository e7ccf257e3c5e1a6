// The session's director makes a decided appeal final: no further appeal.
import { finalizeAppealInput } from '@club/application/shapes';
import { z } from 'zod';
import { recorded } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { appealSessionDirector } from './policy';

export const finalize = procedureWith(appealSessionDirector)
  .input(finalizeAppealInput)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input: { appealId, ...step } }) =>
    recorded(await ctx.services.site.finalizeAppeal({ memberId: ctx.member!.memberId }, appealId, step)),
  );
