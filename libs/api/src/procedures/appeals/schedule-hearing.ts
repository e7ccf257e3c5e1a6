// Sets the hearing of an appeal (who hears it, when), for the appeals committee.
import { scheduleHearingInput } from '@club/application/shapes';
import { z } from 'zod';
import { procedureWith } from '../../trpc/init';
import { recorded } from '../../trpc/command-outcome';

export const scheduleHearing = procedureWith({ access: 'roles', anyOf: [{ role: 'appeals-committee' }] })
  .input(scheduleHearingInput)
  .output(z.object({ recorded: z.literal(true) }))
  .mutation(async ({ ctx, input: { appealId, ...hearing } }) =>
    recorded(await ctx.services.site.scheduleHearing(appealId, hearing, { memberId: ctx.member!.memberId })),
  );
