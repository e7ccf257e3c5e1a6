// A rubber table's score sheet and evening, for any member (and whether the reader may score it).
import { rubberSheetSchema, rubberTableInputSchema } from '@club/application/shapes';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';

export const sheet = procedureWith({ access: 'roles', anyOf: [{ role: 'member' }] })
  .input(rubberTableInputSchema)
  .output(rubberSheetSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.rubberSheet(input, { memberId: ctx.member!.memberId });
    if (!found)
      throw notFound('rubber-table-unknown', `Rubber table '${input.tableId}' does not exist.`, {
        tableId: input.tableId,
      });
    return found;
  });
