// A session as a USEBIO 1.2 file for the federation's masterpoint upload, refused while any board is
// hidden from the caller by hand-record secrecy (export-secrecy.ts) and when the session is no pairs
// event USEBIO can hold (a teams match).
import { exportUsebioInputSchema, usebioFileSchema } from '@club/application/shapes';
import { boardVisibility } from '../../secrecy/hand-record-secrecy';
import { badInput, notFound } from '../../trpc/not-found';
import { procedureWith } from '../../trpc/init';
import { stillInPlay } from './export-secrecy';
import { LEAGUE_ADMIN } from './policy';

export const exportUsebio = procedureWith(LEAGUE_ADMIN)
  .input(exportUsebioInputSchema)
  .output(usebioFileSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.exportUsebio(input.sessionId);
    if (!found)
      throw notFound('session-unknown', `Session '${input.sessionId}' does not exist.`, { sessionId: input.sessionId });
    if ('refused' in found) throw badInput(found.code, found.refused, found.params);
    const hidden = found.boards.filter((facts) => !boardVisibility(ctx.member, facts).visible);
    if (hidden.length > 0) throw stillInPlay(input.sessionId, hidden.length, found.boards.length);
    return { fileName: found.fileName, text: found.text };
  });
