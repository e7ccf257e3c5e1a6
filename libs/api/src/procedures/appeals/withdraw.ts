// The appellant's side withdraws its appeal (not once it is before the regulating authority).
import { withdrawAppealInput } from '@club/application/shapes';
import { z } from 'zod';
import { recorded } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { appealMember } from './policy';

export const withdraw = procedureWith(appealMember)
  .input(withdrawAppealInput)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input: { appealId, ...step } }) =>
    recorded(await ctx.services.site.withdrawAppeal({ memberId: ctx.member!.memberId }, appealId, step)),
  );
