// A session as a PBN 2.1 export file (hand records and every table's result). Refused, naming why,
// while any board is hidden from the caller by hand-record secrecy (a league administrator who also
// plays must not download the boards his pair has yet to play): a file with some boards left out
// would pass for the session's record, so the whole file waits until every board may be seen.
import { exportPbnInputSchema, pbnFileSchema } from '@club/application/shapes';
import { boardVisibility } from '../../secrecy/hand-record-secrecy';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';
import { LEAGUE_ADMIN } from './policy';

export const exportPbn = procedureWith(LEAGUE_ADMIN)
  .input(exportPbnInputSchema)
  .output(pbnFileSchema)
  .query(({ ctx, input }) => {
    const found = ctx.services.site.exportPbn(input.sessionId);
    if (!found) throw new ApiError('NOT_FOUND', `Session '${input.sessionId}' does not exist.`);
    const hidden = found.boards.filter((facts) => !boardVisibility(ctx.member, facts).visible);
    if (hidden.length > 0) {
      throw new ApiError(
        'FORBIDDEN',
        `Session '${input.sessionId}' is still in play: ${hidden.length} of ${found.boards.length} boards are hidden from you until your pair has played them, every table has played them, or the director closes the session. Export it then.`,
      );
    }
    return { fileName: found.fileName, text: found.text };
  });
