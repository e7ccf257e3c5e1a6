// East-West confirm the table's results: a board, or the round's boards at once (the session's setting).
import { tableConfirmInputSchema, tableConfirmOutputSchema } from '@club/application/shapes';
import { procedureWith } from '../../trpc/init';
import { tableActorOf } from './table-actor';

export const confirm = procedureWith({ access: 'table' })
  .input(tableConfirmInputSchema)
  .output(tableConfirmOutputSchema)
  .mutation(({ ctx, input }) => ctx.services.site.confirmTableResults(input, tableActorOf(ctx, input)));
