// A board's rulings that can be appealed, with the session's Law 92B deadline: a member sees the
// tables where he played the board, the session's director every table.
import { appealableBoardViewSchema } from '@club/application/shapes';
import { z } from 'zod';
import { idText } from '../../input/text-limits';
import { appealViewer } from '../../secrecy/appeal-access';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';
import { appealBoardReaders } from './policy';

export const board = procedureWith(appealBoardReaders)
  .input(z.object({ sessionId: idText, board: z.number().int().positive().max(999) }))
  .output(appealableBoardViewSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.appealableBoard(input.sessionId, input.board);
    if (!found)
      throw notFound('session-unknown', `Session '${input.sessionId}' does not exist.`, { sessionId: input.sessionId });
    const viewer = (t: { sides: (typeof found.tables)[number]['sides'] }) =>
      appealViewer(ctx.member!, { sessionId: input.sessionId, sides: t.sides });
    const directs = viewer({ sides: [] }).directs;
    return { ...found, directs, tables: found.tables.filter((t) => directs || viewer(t).side !== null) };
  });
