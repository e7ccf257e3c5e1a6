// Whether the results are behind (a results job waited longer than CLUB_RESULTS_STALE_MS) and when
// they were last computed: the results pages say so instead of showing stale results silently.
import { z } from 'zod';
import { resultsLagSchema } from '../../reader/club-reader';
import { procedureWith } from '../../trpc/init';

export const lag = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }, { role: 'director' }] })
  .input(z.object({}).optional())
  .output(resultsLagSchema)
  .query(async ({ ctx }) => ctx.services.reader.resultsLag());
