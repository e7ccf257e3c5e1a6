// The calls and cards of a board played card by card at one table, for the step-by-step replay;
// hidden by the hand-record secrecy rule exactly as the board's hands are.
import { boardPlayInputSchema, shownBoardPlaySchema } from '@club/application/shapes';
import { boardVisibility } from '../../secrecy/hand-record-secrecy';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';

export const replay = procedureWith({
  access: 'roles',
  anyOf: [{ role: 'member' }, { role: 'director', scopedBy: { kind: 'session', field: 'sessionId' } }],
})
  .input(boardPlayInputSchema)
  .output(shownBoardPlaySchema)
  .query(({ ctx, input }) => {
    const play = ctx.services.site.boardPlay(input.sessionId, input.section, input.table, input.board);
    if (!play)
      throw notFound(
        'board-not-played',
        `Board ${input.board} was not played at table ${input.table} of section ${input.section} in session '${input.sessionId}'.`,
        { board: input.board, table: input.table, section: input.section, sessionId: input.sessionId },
      );
    const visibility = boardVisibility(ctx.member, {
      sessionId: play.sessionId,
      revealedToAll: play.revealedToAll,
      finishedBy: play.finishedBy,
    });
    const { hands, steps, result, analysis, revealedToAll: _revealed, finishedBy: _by, ...header } = play;
    return {
      ...header,
      content: visibility.visible
        ? { visible: true as const, hands, steps: [...steps], result, analysis }
        : { visible: false as const, code: visibility.code, reason: visibility.reason },
    };
  });
