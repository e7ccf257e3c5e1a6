// One board of a session: its hands and traveller, or why they are still hidden (secrecy rule).
import { z } from 'zod';
import { countNumber, idText } from '../../input/text-limits';
import { boardHeaderSchema, handSchema, tableResultSchema } from '../../reader/club-reader';
import { boardVisibility } from '../../secrecy/hand-record-secrecy';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';

const output = boardHeaderSchema.extend({
  content: z.discriminatedUnion('visible', [
    z.object({
      visible: z.literal(true),
      hands: z.object({ N: handSchema, E: handSchema, S: handSchema, W: handSchema }),
      traveller: z.array(tableResultSchema),
    }),
    z.object({ visible: z.literal(false), reason: z.string() }),
  ]),
});

export const board = procedureWith({
  access: 'roles',
  anyOf: [{ role: 'member' }, { role: 'director', scopedBy: { kind: 'session', field: 'sessionId' } }],
})
  .input(z.object({ sessionId: idText, board: countNumber }))
  .output(output)
  .query(async ({ ctx, input }) => {
    const record = await ctx.services.reader.board(input.sessionId, input.board);
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
      content: visibility.visible
        ? { visible: true as const, hands: record.hands, traveller: [...record.traveller] }
        : { visible: false as const, reason: visibility.reason },
    };
  });
