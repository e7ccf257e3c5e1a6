// Sets the hearing of an appeal (who hears it, when), for the body it is routed to: the committee or the chief director.
import { scheduleHearingInput } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { recorded } from '../../trpc/command-outcome';
import { appealBench } from '../../secrecy/appeal-access';
import { appealHearers } from './policy';

export const scheduleHearing = procedureWith(appealHearers)
  .input(scheduleHearingInput)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input: { appealId, ...hearing } }) =>
    recorded(await ctx.services.site.scheduleHearing(appealId, hearing, appealBench(ctx.member!))),
  );
