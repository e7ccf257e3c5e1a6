// What the table use cases read from the session stream: the schedule and its movement, the
// rounds, the entry setting and the boards East-West confirmed. Every table's every request asks,
// and the stream holds the session's deals and grows with each confirmation, so the folded state
// is kept per session and only the events appended since are folded on (the log is append-only;
// the state is immutable, so handing the same one out is safe).
import { fold, versionedEventOf } from '@club/events';
import { sessionDecider, sessionStreamId, type SessionEvent, type SessionState } from '@club/club';
import type { Club } from '../club';
import { refuseSite } from './site-refusal';

const folded = new WeakMap<Club, Map<string, { version: number; state: SessionState }>>();

export function tableSessionState(club: Club, sessionId: string): SessionState {
  const stream = sessionStreamId(sessionId);
  const sessions = folded.get(club) ?? new Map<string, { version: number; state: SessionState }>();
  folded.set(club, sessions);
  const kept = sessions.get(stream);
  const version = club.store.streamVersion(stream);
  const state =
    kept && kept.version === version
      ? kept.state
      : fold(
          sessionDecider,
          club.store
            .readStream(stream, { from: kept && kept.version < version ? kept.version + 1 : 1 })
            .map((e) => versionedEventOf<SessionEvent>(e)),
          kept && kept.version < version ? kept.state : sessionDecider.initialState,
        );
  sessions.set(stream, { version, state });
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
