// A board for a visitor of the public club page: its hands and traveller under the same secrecy
// rule as a member's (a visitor has played nothing, so he sees a board once every table has played
// it or the director closed the session); a signed-in viewer is judged as himself.
import { clubBoardInputSchema, shownBoardSchema } from '@club/application/shapes';
import { boardVisibility } from '../../secrecy/hand-record-secrecy';
import { shownBoard } from '../../secrecy/shown-board';
import { ApiError } from '../../trpc/api-error';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';
import { PRIVATE } from './club-page';

export const clubBoard = procedureWith({ access: 'public' })
  .input(clubBoardInputSchema)
  .output(shownBoardSchema)
  .query(({ ctx, input }) => {
    if (!ctx.member && !ctx.services.site.clubPageIsPublic())
      throw new ApiError('NOT_SIGNED_IN', PRIVATE, undefined, { code: 'club-page-private', params: {} });
    const record = ctx.services.site.board(input.sessionId, input.board);
    if (!record)
      throw notFound('board-unknown', `Board ${input.board} of session '${input.sessionId}' does not exist.`, {
        board: input.board,
        sessionId: input.sessionId,
      });
    return shownBoard(record, boardVisibility(ctx.member, record));
  });
