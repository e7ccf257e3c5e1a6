// A session as a PBN 2.1 export file (hand records and every table's result), refused while any board
// is hidden from the caller by hand-record secrecy (export-secrecy.ts).
import { exportPbnInputSchema, pbnFileSchema } from '@club/application/shapes';
import { boardVisibility } from '../../secrecy/hand-record-secrecy';
import { notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';
import { stillInPlay } from './export-secrecy';
import { LEAGUE_ADMIN } from './policy';

export const exportPbn = procedureWith(LEAGUE_ADMIN)
  .input(exportPbnInputSchema)
  .output(pbnFileSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.exportPbn(input.sessionId);
    if (!found)
      throw notFound('session-unknown', `Session '${input.sessionId}' does not exist.`, { sessionId: input.sessionId });
    const hidden = found.boards.filter((facts) => !boardVisibility(ctx.member, facts).visible);
    if (hidden.length > 0) throw stillInPlay(input.sessionId, hidden.length, found.boards.length);
    return { fileName: found.fileName, text: found.text };
  });
