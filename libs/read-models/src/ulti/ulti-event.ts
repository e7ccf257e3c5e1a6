// Ulti session events as the store hands them over: the domain event is `data` plus its `type`.
import type { RecordedEvent } from '@club/events';
import type { UltiSessionEvent } from '@club/club';

export const ULTI_SESSION_STREAM_PREFIX = 'ulti-session-';

export function ultiEventOf(recorded: RecordedEvent): UltiSessionEvent {
  return { ...(recorded.data as object), type: recorded.type } as UltiSessionEvent;
}

/** The session id of an `ulti-session-<id>` stream. */
export function ultiSessionIdOf(recorded: RecordedEvent): string {
  return recorded.streamId.startsWith(ULTI_SESSION_STREAM_PREFIX) ? recorded.streamId.slice(ULTI_SESSION_STREAM_PREFIX.length) : recorded.streamId;
}
