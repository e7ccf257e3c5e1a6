// The running Ulti sessions the signed-in member is seated in (his table of the round now), so he
// finds his score sheet from the /ulti page.
import { ultiSeatsSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';

export const mySeats = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .output(ultiSeatsSchema)
  .query(({ ctx }) => ctx.services.site.ultiSeats(ctx.member!.memberId));
