// The session's director lodges an appeal for a player who asked him at the desk (Law 92C), and
// records that he asked.
import { lodgeAppealForPlayerInput } from '@club/application/shapes';
import { z } from 'zod';
import { unlessRefused } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { appealSessionDirector } from './policy';

export const lodgeForPlayer = procedureWith(appealSessionDirector)
  .input(lodgeAppealForPlayerInput)
  .output(z.object({ appealId: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const lodged = unlessRefused(
      await ctx.services.site.lodgeAppealForPlayer({ memberId: ctx.member!.memberId }, input),
    );
    return { appealId: lodged.appealId };
  });
