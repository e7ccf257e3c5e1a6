// What the bridge deciders need from other streams, read here so the deciders stay pure: the
// session's publication (the ScoreClock of score-changing commands), its rounds so far (a result
// waits for its round) and a board's setup (the OpenTableBoard command, from the session's stored
// boards and movement).
import { versionedEventOf, type EventHeader, type RecordedEvent } from '@club/events';
import {
  evolveSession,
  initialSessionState,
  sessionStreamId,
  type OfficialScoreMadeAvailable,
  type OpenTableBoard,
  type RoundsSoFar,
  type ScoreClock,
  type SessionEvent,
  type SessionScheduled,
  type TableBoardRef,
} from '@club/club';
import { refuseSite } from '../site/site-refusal';

interface StreamReader {
  readStream(streamId: string): RecordedEvent[];
}

function sessionEvents<T extends EventHeader>(store: StreamReader, sessionId: string, type: string): T[] {
  return store
    .readStream(sessionStreamId(sessionId))
    .filter((e) => e.type === type)
    .map((e) => versionedEventOf<T>(e));
}

/** The time facts of a command at `now`: the session's latest OfficialScoreMadeAvailable, if any. */
export function scoreClockOf(store: StreamReader, sessionId: string, now: Date | string): ScoreClock {
  const latest = sessionEvents<OfficialScoreMadeAvailable>(store, sessionId, 'OfficialScoreMadeAvailable').at(-1);
  const publication = latest
    ? {
        version: latest.version,
        availableAt: latest.availableAt,
        correctionDeadline: latest.correctionDeadline,
        appealDeadline: latest.appealDeadline,
      }
    : null;
  return { now: new Date(now).toISOString(), publication };
}

/** The round in play and the last round ended, from the session's RoundStarted and RoundEnded. */
export function roundsOf(store: StreamReader, sessionId: string): RoundsSoFar {
  const rounds = store
    .readStream(sessionStreamId(sessionId))
    .filter((e) => e.type === 'RoundStarted' || e.type === 'RoundEnded')
    .map((e) => versionedEventOf<SessionEvent>(e))
    .reduce(evolveSession, initialSessionState);
  return { currentRound: rounds.currentRound, lastRoundEnded: rounds.lastRoundEnded };
}

/** The OpenTableBoard command for a board at a table: seating and round from the movement, markings and hand record from the board. */
export function openTableBoardCommand(store: StreamReader, ref: TableBoardRef, at: Date | string): OpenTableBoard {
  const schedule = sessionEvents<SessionScheduled>(store, ref.sessionId, 'SessionScheduled')[0];
  if (!schedule)
    refuseSite('session-not-scheduled', `session '${ref.sessionId}' is not scheduled`, { sessionId: ref.sessionId });
  return openTableBoardOf(schedule, ref, at);
}

/** The same from the schedule itself (an import plans its boards before the schedule is stored). */
export function openTableBoardOf(schedule: SessionScheduled, ref: TableBoardRef, at: Date | string): OpenTableBoard {
  const section = schedule.sections.find((s) => s.section === ref.section);
  if (!section)
    refuseSite('section-unknown', `section: '${ref.section}' is not a section of session '${ref.sessionId}'`, {
      section: ref.section,
      sessionId: ref.sessionId,
    });
  const seat = section.movement.assignments.find((a) => a.table === ref.table && a.boards.includes(ref.board));
  if (!seat)
    refuseSite(
      'board-not-at-table',
      `board ${ref.board} is not played at table ${ref.table} of section ${ref.section} in the movement`,
      { board: ref.board, table: ref.table, section: ref.section },
    );
  const board = schedule.boards.find((b) => b.board === ref.board)!;
  return {
    type: 'OpenTableBoard',
    sessionId: ref.sessionId,
    section: ref.section,
    table: ref.table,
    round: seat.round,
    board: ref.board,
    ns: seat.ns,
    ew: seat.ew,
    dealer: board.dealer,
    vulnerability: board.vulnerability,
    deal: board.deal,
    edition: schedule.lawsEdition,
    at: new Date(at).toISOString(),
  };
}
