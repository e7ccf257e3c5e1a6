// Law 93C2: the session's director or the appeals committee refers the matter to the regulating authority.
import { referAppealInput } from '@club/application/shapes';
import { z } from 'zod';
import { recorded } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { appealReferrers } from './policy';

export const refer = procedureWith(appealReferrers)
  .input(referAppealInput)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input: { appealId, ...step } }) =>
    recorded(await ctx.services.site.referAppeal({ memberId: ctx.member!.memberId }, appealId, step)),
  );
