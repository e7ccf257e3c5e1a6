// Law 92D: the partner (or captain) whose agreement the appeal needs concurs or declines; declined, the appeal is not heard.
import { concurInput } from '@club/application/shapes';
import { z } from 'zod';
import { recorded } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { appealMember } from './policy';

export const concur = procedureWith(appealMember)
  .input(concurInput)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input: { appealId, ...step } }) =>
    recorded(await ctx.services.site.concurInAppeal({ memberId: ctx.member!.memberId }, appealId, step)),
  );
