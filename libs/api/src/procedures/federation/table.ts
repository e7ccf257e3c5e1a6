// The federation-wide table over a period: every player of the clubs that share their results,
// ranked by points wherever he played (the rule: @club/read-models src/federation/federation-table.ts).
import { federationTableInputSchema, federationTableSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';

export const table = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(federationTableInputSchema)
  .output(federationTableSchema)
  .query(({ ctx, input }) =>
    ctx.services.federation ? ctx.services.federation.table(input) : { available: false, clubs: [], standings: [] },
  );
