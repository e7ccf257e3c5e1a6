// A player's sessions in every club that shares its results, by his federation id, newest first.
import { federationPlayerInputSchema, federationPlayerSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';

export const player = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(federationPlayerInputSchema)
  .output(federationPlayerSchema)
  .query(({ ctx, input }) =>
    ctx.services.federation
      ? ctx.services.federation.player(input.federationId)
      : {
          available: false,
          federationId: input.federationId,
          name: null,
          clubs: [],
          averagePercentage: null,
          sessions: [],
        },
  );
