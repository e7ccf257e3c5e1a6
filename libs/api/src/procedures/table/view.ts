// The table's page: section, table, round, the pairs due, the boards to play and what was entered;
// each entered board's traveller only as the secrecy rule allows (the pairs at this table played it).
import { tablePageSchema, tableSeatSchema } from '@club/application/shapes';
import { boardVisibility } from '../../secrecy/hand-record-secrecy';
import { shownBoard } from '../../secrecy/shown-board';
import { procedureWith } from '../../trpc/init';

export const view = procedureWith({ access: 'table' })
  .input(tableSeatSchema)
  .output(tablePageSchema)
  .query(({ ctx, input }) => {
    const page = ctx.services.site.tablePage(input);
    const travellers = page.records.map((record) =>
      shownBoard(record, boardVisibility(ctx.member, record, { seated: page.seated })),
    );
    return { ...page.view, travellers };
  });
