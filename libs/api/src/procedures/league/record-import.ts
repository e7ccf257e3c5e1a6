// Records a checked import as a session of the club (through the deciders), optionally in a
// league: the import id is the idempotency key, so recording it again records nothing new.
import { recordImportInputSchema, recordImportOutputSchema } from '@club/application/shapes';
import { unlessRefused } from '../../trpc/command-outcome';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';

export const recordImport = procedureWith(LEAGUE_ADMIN)
  .input(recordImportInputSchema)
  .output(recordImportOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const outcome = await ctx.services.site.recordImport(input, { memberId: ctx.member!.memberId });
    const { ok: _, ...recorded } = unlessRefused(outcome);
    return recorded;
  });
