// The signed-in member's rubber evenings: points, rubbers won and the stake's result per table.
import { rubberMyEveningsInputSchema, rubberMyEveningsSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';

export const myEvenings = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(rubberMyEveningsInputSchema)
  .output(rubberMyEveningsSchema)
  .query(({ ctx }) => ctx.services.site.myRubberEvenings({ memberId: ctx.member!.memberId }));
