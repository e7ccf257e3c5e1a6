// One board of a session: its hands and traveller, or why they are still hidden (secrecy rule).
import { boardInputSchema, shownBoardSchema } from '@club/application/shapes';
import { boardVisibility } from '../../secrecy/hand-record-secrecy';
import { ApiError } from '../../trpc/api-error';
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
      throw new ApiError('NOT_FOUND', `Board ${input.board} of session '${input.sessionId}' does not exist.`);
    const visibility = boardVisibility(ctx.member, {
      sessionId: record.sessionId,
      revealedToAll: record.revealedToAll,
      finishedBy: record.finishedBy,
    });
    const header = {
      sessionId: record.sessionId,
      board: record.board,
      dealer: record.dealer,
      vulnerability: record.vulnerability,
    };
    return {
      ...header,
      neighbours: record.neighbours,
      content: visibility.visible
        ? { visible: true as const, hands: record.hands, traveller: [...record.traveller] }
        : { visible: false as const, reason: visibility.reason },
    };
  });
