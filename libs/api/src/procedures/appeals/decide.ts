// The decision of the body the appeal is routed to (Law 93A/B): upheld, varied or overturned, with a new adjusted score that
// goes onto the board; the decider's refusals (Law 93B3, no hearing held) come back as BAD_INPUT.
import { decideAppealInput } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { recorded } from '../../trpc/command-outcome';
import { appealBench } from '../../secrecy/appeal-access';
import { appealHearers } from './policy';

export const decide = procedureWith(appealHearers)
  .input(decideAppealInput)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input: { appealId, ...decision } }) =>
    recorded(await ctx.services.site.decideAppeal(appealId, decision, appealBench(ctx.member!))),
  );
