// One board of a session: its hands and traveller, or why they are still hidden (secrecy rule).
import { boardInputSchema, shownBoardSchema } from '@club/application/shapes';
import { boardVisibility } from '../../secrecy/hand-record-secrecy';
import { shownBoard } from '../../secrecy/shown-board';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';

export const board = procedureWith({
  access: 'roles',
  anyOf: [{ role: 'member' }, { role: 'director', scopedBy: { kind: 'session', field: 'sessionId' } }],
})
  .input(boardInputSchema)
  .output(shownBoardSchema)
  .query(({ ctx, input }) => {
    const record = ctx.services.site.board(input.sessionId, input.board);
    if (!record)
      throw notFound('board-unknown', `Board ${input.board} of session '${input.sessionId}' does not exist.`, {
        board: input.board,
        sessionId: input.sessionId,
      });
    return shownBoard(record, boardVisibility(ctx.member, record));
  });
