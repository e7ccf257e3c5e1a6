// The appeals area: the appeal timeline projection, as the application registry lists it, and the
// application-layer commands for appeals: lodging reads the session's publication of the official
// score and the board's rulings from their streams, stamps `now`, and executes the pure decider.
import type { RecordedEvent } from '@club/events';
import {
  appealDecider,
  appealStreamId,
  lodgeAppealCommand,
  parseTableBoardStreamId,
  sessionStreamId,
  type AppealCommand,
  type AppealRequest,
  type SessionEvent,
  type TableBoardStreamEvent,
} from '@club/club';
import { appealTimelineProjection, readAppealTimeline, type AppealTimeline } from '@club/read-models';
import type { Club } from '../club';
import type { Registry } from '../registry';

export const appealArea: Registry = {
  projections: [appealTimelineProjection],
  jobKinds: [],
};

const domainEvents = <E>(events: readonly RecordedEvent[]) => events.map((e) => ({ ...(e.data as object), type: e.type }) as E);

/** Lodges an appeal at `now` (default: the clock), judged against the session's latest publication. */
export function lodgeAppeal(club: Pick<Club, 'store' | 'execute'>, request: AppealRequest, now: string = new Date().toISOString()) {
  const ref = parseTableBoardStreamId(request.tableBoardStream);
  if (!ref) throw new RangeError(`tableBoardStream: '${request.tableBoardStream}' is not a table-board stream id (tableboard-<session>-<section>-<table>-<board>)`);
  const session = domainEvents<SessionEvent>(club.store.readStream(sessionStreamId(ref.sessionId)));
  const board = domainEvents<TableBoardStreamEvent>(club.store.readStream(request.tableBoardStream));
  return club.execute(appealStreamId(request.appealId), appealDecider, lodgeAppealCommand(request, session, board, now));
}

/** Any later step of an appeal (concurrence, routing, hearing, decision, withdrawal, referral, finality). */
export function executeAppealCommand(club: Pick<Club, 'execute'>, appealId: string, command: AppealCommand) {
  return club.execute(appealStreamId(appealId), appealDecider, command);
}

/** The case's timeline as the read models hold it (after `club.settle()`), at `asOf` (default: now). */
export function appealTimeline(club: Pick<Club, 'runner'>, appealId: string, asOf: string = new Date().toISOString()): AppealTimeline | undefined {
  return readAppealTimeline(club.runner, appealId, asOf);
}
