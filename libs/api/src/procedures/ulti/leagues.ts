// The club's Ulti leagues.
import { ultiLeaguesInputSchema, ultiLeaguesSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';

export const leagues = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(ultiLeaguesInputSchema)
  .output(ultiLeaguesSchema)
  .query(({ ctx }) => ctx.services.site.ultiLeagues());
