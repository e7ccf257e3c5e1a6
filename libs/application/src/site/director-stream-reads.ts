// The director's reads of the log where no read model keeps the fact: a table-board's events
// (calls, cards, the engine's flags) with the state its decider folds from them, and the session's
// schedule (its movement's seating). Each stored event is read as its domain event, once, here.
import {
  sessionStreamId,
  tableBoardStreamDecider,
  tableBoardStreamId,
  type SessionScheduled,
  type TableBoardRef,
  type TableBoardStreamEvent,
} from '@club/club';
import { versionedEventOf, type RecordedEvent } from '@club/events';

interface StreamReader {
  readStream(streamId: string): RecordedEvent[];
}

/** A table-board's events in order (none before it is opened). */
export function tableBoardEventsOf(store: StreamReader, ref: TableBoardRef): TableBoardStreamEvent[] {
  return store.readStream(tableBoardStreamId(ref)).map((e) => versionedEventOf<TableBoardStreamEvent>(e));
}

/** The board's state as its decider folds it from its events. */
export const tableBoardStateOf = (events: readonly TableBoardStreamEvent[]) =>
  events.reduce(tableBoardStreamDecider.evolve, tableBoardStreamDecider.initialState);

/** The session's schedule (its first event), or undefined before it is scheduled. */
export function sessionScheduleOf(store: StreamReader, sessionId: string): SessionScheduled | undefined {
  const scheduled = store.readStream(sessionStreamId(sessionId)).find((e) => e.type === 'SessionScheduled');
  return scheduled ? versionedEventOf<SessionScheduled>(scheduled) : undefined;
}
