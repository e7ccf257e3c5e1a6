// The session's director records the regulating authority's decision (Law 93C): final.
import { authorityDecisionInput } from '@club/application/shapes';
import { z } from 'zod';
import { recorded } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { appealSessionDirector } from './policy';

export const recordAuthorityDecision = procedureWith(appealSessionDirector)
  .input(authorityDecisionInput)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input: { appealId, ...step } }) =>
    recorded(await ctx.services.site.recordAuthorityDecision({ memberId: ctx.member!.memberId }, appealId, step)),
  );
