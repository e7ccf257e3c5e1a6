// The timeline of one appeal case, joined at read time from the projection's documents: the
// board's events (also those from before the appeal was lodged), the session's publications and
// the appeal's own events, in the order of the log; the current state; and each deadline with
// whether it has passed at the time asked about (a deadline instant itself has not passed).
import { isAfter } from '@club/club';
import type { DocumentReader } from '../framework/document-projection';
import type { AppealCase, AppealTimeline, BoardTimeline, Deadline, SessionClock } from './appeal-timeline-document';
import { APPEAL_TIMELINE_PROJECTION, appealKey, boardKey, sessionKey } from './appeal-timeline-projection';

export function joinAppealTimeline(
  appeal: AppealCase,
  board: BoardTimeline | undefined,
  session: SessionClock | undefined,
  asOf: string,
): AppealTimeline {
  const lodged = appeal.state.lodged;
  if (!lodged) throw new RangeError(`appeal '${appeal.appealId}' has no AppealLodged event`);
  const latest = session?.publications.at(-1);
  const deadline = (name: Deadline['name'], law: string, at: string | null): Deadline => ({
    name,
    law,
    at,
    passed: at !== null && isAfter(asOf, at),
  });
  const deadlines: Deadline[] = [
    deadline('correction', '79C1', latest?.correctionDeadline ?? null),
    deadline('appeal', '92B', latest?.appealDeadline ?? null),
  ];
  for (const h of appeal.state.hearings) if (h.heardAt === null) deadlines.push(deadline('hearing', '93', h.hearingAt));
  const entries = [...(board?.entries ?? []), ...(session?.entries ?? []), ...appeal.entries].sort(
    (a, b) => a.position - b.position,
  );
  return {
    appealId: appeal.appealId,
    sessionId: lodged.sessionId,
    tableBoardStream: lodged.tableBoardStream,
    section: board?.section ?? null,
    table: board?.table ?? null,
    board: board?.board ?? null,
    status: appeal.state.status,
    state: appeal.state,
    asOf,
    deadlines,
    entries,
  };
}

/** The case's timeline from stored (or replayed) documents, or undefined when no such appeal is lodged. */
export function readAppealTimeline(reader: DocumentReader, appealId: string, asOf: string): AppealTimeline | undefined {
  const appeal = reader.document<AppealCase>(APPEAL_TIMELINE_PROJECTION, appealKey(appealId));
  if (!appeal?.state.lodged) return undefined;
  const { tableBoardStream, sessionId } = appeal.state.lodged;
  return joinAppealTimeline(
    appeal,
    reader.document<BoardTimeline>(APPEAL_TIMELINE_PROJECTION, boardKey(tableBoardStream)),
    reader.document<SessionClock>(APPEAL_TIMELINE_PROJECTION, sessionKey(sessionId)),
    asOf,
  );
}
