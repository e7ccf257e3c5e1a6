// Records that the hearing was held: who attended, the evidence and the committee's notes.
import { recordHearingInput } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { recorded } from '../../trpc/command-outcome';
import { appealBench } from '../../secrecy/appeal-access';
import { appealHearers } from './policy';

export const recordHearing = procedureWith(appealHearers)
  .input(recordHearingInput)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input: { appealId, ...hearing } }) =>
    recorded(await ctx.services.site.recordHearing(appealId, hearing, appealBench(ctx.member!))),
  );
