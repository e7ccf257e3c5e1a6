// Law 93C1: after a decision the appellant's side appeals further to the regulating authority, within its deadline.
import { furtherAppealInput } from '@club/application/shapes';
import { z } from 'zod';
import { recorded } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { appealMember } from './policy';

export const furtherAppeal = procedureWith(appealMember)
  .input(furtherAppealInput)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input: { appealId, ...step } }) =>
    recorded(await ctx.services.site.lodgeFurtherAppeal({ memberId: ctx.member!.memberId }, appealId, step)),
  );
