// An export file carries every board's hands: refused, naming why, while any board is hidden from the
// caller by hand-record secrecy (a league administrator who also plays must not download the boards
// his pair has yet to play); a file with some boards left out would pass for the session's record.
import { ApiError } from '../../trpc/api-error';

export function stillInPlay(sessionId: string, hidden: number, boards: number): ApiError {
  return new ApiError(
    'FORBIDDEN',
    `Session '${sessionId}' is still in play: ${hidden} of ${boards} boards are hidden from you until your pair has played them, every table has played them, or the director closes the session. Export it then.`,
    undefined,
    { code: 'export-still-in-play', params: { sessionId, hidden, boards } },
  );
}
