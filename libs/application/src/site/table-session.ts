// What the table use cases read from the session stream, folded once per request (it is small):
// the schedule and its movement, the rounds, the entry setting and the boards East-West confirmed.
import { fold, versionedEventOf } from '@club/events';
import { sessionDecider, sessionStreamId, type SessionEvent, type SessionState } from '@club/club';
import type { Club } from '../club';
import { refuseSite } from './site-refusal';

export function tableSessionState(club: Club, sessionId: string): SessionState {
  const events = club.store.readStream(sessionStreamId(sessionId)).map((e) => versionedEventOf<SessionEvent>(e));
  const state = fold(sessionDecider, events);
  if (!state.scheduled) refuseSite('session-unknown', `session '${sessionId}' does not exist`, { sessionId });
  return state;
}

/** The round a table plays now (the session's, or a later one the director moved it to): every table use case asks here. */
export { tableRoundOf } from '@club/club';

/** Whether results are entered at the tables now: opened by the director, neither published nor closed. */
export const tableEntryOpen = (state: SessionState) =>
  state.tableEntry !== null && !state.closed && state.publications.length === 0;

/** Refuses a table's write when entry at the tables is not open, naming why. */
export function refuseClosedTableEntry(state: SessionState): void {
  if (!state.tableEntry)
    refuseSite('table-entry-unopened', 'the director has not opened this session for entry at the tables');
  if (!tableEntryOpen(state))
    refuseSite('table-entry-ended', 'the session is over: results are no longer entered at the tables');
}
