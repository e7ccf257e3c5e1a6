// Law 93A/B: the session's director routes the appeal, each part to the chief director or the appeals committee.
import { routeAppealInput } from '@club/application/shapes';
import { z } from 'zod';
import { recorded } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { appealSessionDirector } from './policy';

export const route = procedureWith(appealSessionDirector)
  .input(routeAppealInput)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input: { appealId, ...step } }) =>
    recorded(await ctx.services.site.routeAppeal({ memberId: ctx.member!.memberId }, appealId, step)),
  );
