// One board at one table as it is played: calls, cards, the engine's irregularity flags and
// whether the director is required, director calls and rulings. The session's director sees the
// hands (hand-record secrecy never hides a board from its director).
import { liveTableBoardSchema } from '@club/application/shapes';
import { tableBoardRefSchema } from '@club/club';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';
import { directorOfSession } from './director-policy';

export const tableBoard = procedureWith(directorOfSession)
  .input(tableBoardRefSchema)
  .output(liveTableBoardSchema)
  .query(async ({ ctx, input }) => {
    const found = await ctx.services.site.liveTableBoard(input);
    if (!found)
      throw notFound(
        'board-not-played',
        `Board ${input.board} is not played at table ${input.table} of section ${input.section} in session '${input.sessionId}'.`,
        { board: input.board, table: input.table, section: input.section, sessionId: input.sessionId },
      );
    return found;
  });
