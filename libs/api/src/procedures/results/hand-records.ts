// A session's printable hand records (PDF): every board's hands, so refused while any board is hidden
// from the caller by hand-record secrecy, as the board pages hide it. The session's directors always
// get them; a member once every board is his to see (the session over, or every table has played).
import { handRecordsFileSchema, handRecordsInputSchema } from '@club/application/shapes';
import { boardVisibility } from '../../secrecy/hand-record-secrecy';
import { ApiError } from '../../trpc/api-error';
import { procedureWith } from '../../trpc/init';

export const handRecords = procedureWith({
  access: 'roles',
  anyOf: [{ role: 'member' }, { role: 'director', scopedBy: { kind: 'session', field: 'sessionId' } }],
})
  .input(handRecordsInputSchema)
  .output(handRecordsFileSchema)
  .query(async ({ ctx, input }) => {
    const found = ctx.services.site.handRecords(input);
    if (!found) throw new ApiError('NOT_FOUND', `Session '${input.sessionId}' does not exist.`);
    const hidden = found.boards.filter((facts) => !boardVisibility(ctx.member, facts).visible).length;
    if (hidden > 0)
      throw new ApiError(
        'FORBIDDEN',
        `Session '${input.sessionId}' is still in play: ${hidden} of ${found.boards.length} boards are hidden from you until your pair has played them, every table has played them, or the director closes the session. Print the hand records then.`,
      );
    return { fileName: found.fileName, pdfBase64: Buffer.from(await found.pdf()).toString('base64') };
  });
