// Whether the results are behind (a results job waited longer than CLUB_RESULTS_STALE_MS) and when
// they were last computed: the results pages say so instead of showing stale results silently.
import { resultsLagInputSchema, resultsLagSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';

export const lag = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }, { role: 'director' }] })
  .input(resultsLagInputSchema)
  .output(resultsLagSchema)
  .query(({ ctx }) => ctx.services.site.resultsLag());
