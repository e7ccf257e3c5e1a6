// Ulti session streams: the session id of a stream.
import type { RecordedEvent } from '@club/events';

export const ULTI_SESSION_STREAM_PREFIX = 'ulti-session-';

/** The session id of an `ulti-session-<id>` stream. */
export function ultiSessionIdOf(recorded: RecordedEvent): string {
  return recorded.streamId.startsWith(ULTI_SESSION_STREAM_PREFIX)
    ? recorded.streamId.slice(ULTI_SESSION_STREAM_PREFIX.length)
    : recorded.streamId;
}
