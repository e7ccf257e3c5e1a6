// Projection `appeal.timeline`: per board every event of its table-board stream, per session its
// publications of the official score, per appeal its events and the appeal decider's state. Keys:
// `board:<tableboard stream id>`, `session:<sessionId>`, `appeal:<appealId>`. An AppealLodged also
// touches its board's document, which lists the board's appeals. Each document depends only on
// its own events in log order, so a replay of the whole log builds the same documents as the
// runner's event-by-event catch-up.
import { eventOf, type RecordedEvent } from '@club/events';
import {
  APPEAL_EVENT_TYPES,
  appealIdOfStream,
  evolveAppeal,
  initialAppealState,
  parseTableBoardStreamId,
  sessionIdOfStream,
  TABLE_BOARD_STREAM_EVENT_TYPES,
  TABLE_BOARD_STREAM_PREFIX,
  type AppealEvent,
  type AppealLodged,
  type OfficialScoreMadeAvailable,
} from '@club/club';
import type { DocumentProjection } from '../framework/document-projection';
import { rememberLast } from '../framework/remember-last';
import type { AppealCase, AppealTimelineDocument, BoardTimeline, SessionClock } from './appeal-timeline-document';
import { timelineEntry } from './timeline-entry';

export const APPEAL_TIMELINE_PROJECTION = 'appeal.timeline';

const SESSION_TYPES = ['OfficialScoreMadeAvailable', 'SessionClosed'];
const TABLE_BOARD_TYPES: ReadonlySet<string> = new Set(TABLE_BOARD_STREAM_EVENT_TYPES);

export const boardKey = (tableBoardStream: string) => `board:${tableBoardStream}`;
export const sessionKey = (sessionId: string) => `session:${sessionId}`;
export const appealKey = (appealId: string) => `appeal:${appealId}`;

/** A board's key list, the same array for each event of a run of its stream (read only). */
const boardKeys = rememberLast((tableBoardStream): readonly string[] => [boardKey(tableBoardStream)]);

function keysOf(event: RecordedEvent): readonly string[] {
  if (event.streamId.startsWith(TABLE_BOARD_STREAM_PREFIX))
    return TABLE_BOARD_TYPES.has(event.type) ? boardKeys(event.streamId) : [];
  const sessionId = sessionIdOfStream(event.streamId);
  if (sessionId !== undefined) return SESSION_TYPES.includes(event.type) ? [sessionKey(sessionId)] : [];
  const appealId = appealIdOfStream(event.streamId);
  if (appealId === undefined) return [];
  const e = eventOf<AppealEvent>(event);
  if (e.type !== 'AppealLodged') return [appealKey(appealId)];
  return [appealKey(appealId), boardKey(e.tableBoardStream)];
}

function initial(key: string): AppealTimelineDocument {
  const [kind] = key.split(':', 1);
  const id = key.slice(kind!.length + 1);
  switch (kind) {
    case 'board': {
      const ref = parseTableBoardStreamId(id);
      return {
        kind: 'board',
        stream: id,
        sessionId: ref?.sessionId ?? '',
        section: ref?.section ?? '',
        table: ref?.table ?? 0,
        board: ref?.board ?? 0,
        entries: [],
        appeals: [],
      };
    }
    case 'session':
      return { kind: 'session', sessionId: id, publications: [], entries: [] };
    case 'appeal':
      return { kind: 'appeal', appealId: id, state: initialAppealState, entries: [] };
    default:
      throw new RangeError(`appeal.timeline: key '${key}' is not board:, session: or appeal:`);
  }
}

// Each kind folds a run of its events at once (the one-event fold is a run of one): the entries
// are copied once per run, not once per event, so a board played card by card is not quadratic.

function evolveBoard(doc: BoardTimeline, events: readonly RecordedEvent[]): BoardTimeline {
  const entries = [...doc.entries];
  let appeals = doc.appeals;
  for (const event of events) {
    if (event.type !== 'AppealLodged') entries.push(timelineEntry(event, 'board'));
    else {
      const appealId = eventOf<AppealLodged>(event).appealId;
      if (!appeals.includes(appealId)) appeals = [...appeals, appealId];
    }
  }
  return { ...doc, entries, appeals };
}

function evolveSession(doc: SessionClock, events: readonly RecordedEvent[]): SessionClock {
  const entries = [...doc.entries];
  let publications = doc.publications;
  for (const event of events) {
    entries.push(timelineEntry(event, 'session'));
    if (event.type !== 'OfficialScoreMadeAvailable') continue;
    const p = eventOf<OfficialScoreMadeAvailable>(event);
    const publication = {
      version: p.version,
      availableAt: p.availableAt,
      correctionDeadline: p.correctionDeadline,
      appealDeadline: p.appealDeadline,
      correctionPeriodMinutes: p.correctionPeriodMinutes,
      appealPeriodMinutes: p.appealPeriodMinutes,
    };
    publications = [...publications, publication];
  }
  return { ...doc, publications, entries };
}

function evolveAppealCase(doc: AppealCase, events: readonly RecordedEvent[]): AppealCase {
  const entries = [...doc.entries];
  let state = doc.state;
  for (const event of events) {
    state = evolveAppeal(state, eventOf<AppealEvent>(event));
    entries.push(timelineEntry(event, 'appeal', state.lodged?.edition));
  }
  return { ...doc, state, entries };
}

function evolveAll(doc: AppealTimelineDocument, events: readonly RecordedEvent[]): AppealTimelineDocument {
  switch (doc.kind) {
    case 'board':
      return evolveBoard(doc, events);
    case 'session':
      return evolveSession(doc, events);
    case 'appeal':
      return evolveAppealCase(doc, events);
  }
}

export const appealTimelineProjection: DocumentProjection<AppealTimelineDocument> = {
  name: APPEAL_TIMELINE_PROJECTION,
  // 2: the 93C steps are worded in the appeal's Laws edition (1997: Law 93C).
  // 3: each entry names the members its summary refers to (a reader names those, not every word).
  // 4: the lines of the play and the table's record carry a code and values, for the page's language.
  // 5: every line with words of its own carries them (corrections, facts, penalties, publications, each appeal step).
  version: 5,
  types: [...new Set([...TABLE_BOARD_STREAM_EVENT_TYPES, ...SESSION_TYPES, ...APPEAL_EVENT_TYPES])],
  keysOf,
  initial,
  evolve: (doc, event) => evolveAll(doc, [event]),
  evolveAll,
};
