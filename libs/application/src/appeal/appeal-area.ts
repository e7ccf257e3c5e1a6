// The appeals area: the appeal timeline projection, as the application registry lists it, and the
// application-layer commands for appeals: lodging reads the session's publication of the official
// score and the board's rulings from their streams, stamps `now`, and executes the pure decider.
import { eventOf, type RecordedEvent } from '@club/events';
import {
  appealDecider,
  appealStreamId,
  lodgeAppealCommand,
  parseAppealCommand,
  parseTableBoardStreamId,
  sessionStreamId,
  type AppealDecided,
  type RegulatingAuthorityDecided,
  type AppealRequest,
  type ParsedAppealCommand,
  type SessionEvent,
  type TableBoardStreamEvent,
} from '@club/club';
import { appealTimelineProjection, readAppealTimeline, type AppealTimeline } from '@club/read-models';
import type { Club } from '../club';
import type { CommandMetadata } from '@club/event-store';
import type { Registry } from '../registry';
import { refuseSite } from '../site/site-refusal';
import { adjustOnAppeal } from './appeal-adjustment';

export const appealArea: Registry = {
  projections: [appealTimelineProjection],
  jobKinds: [],
};

const domainEvents = <E extends { readonly type: string }>(events: readonly RecordedEvent[]) =>
  events.map((e) => eventOf<E>(e));

/**
 * Lodges an appeal at `now` (default: the clock), judged against the session's latest publication.
 * The request reaches here unchecked, so the command built from it and the streams is parsed once.
 */
export function lodgeAppeal(
  club: Pick<Club, 'store' | 'execute'>,
  request: AppealRequest,
  now: string = new Date().toISOString(),
  metadata?: CommandMetadata,
) {
  const ref = parseTableBoardStreamId(request.tableBoardStream);
  if (!ref)
    refuseSite(
      'not-a-table-board-stream',
      `tableBoardStream: '${request.tableBoardStream}' is not a table-board stream id (tableboard-<session>-<section>-<table>-<board>)`,
    );
  const session = domainEvents<SessionEvent>(club.store.readStream(sessionStreamId(ref.sessionId)));
  const board = domainEvents<TableBoardStreamEvent>(club.store.readStream(request.tableBoardStream));
  return club.execute(
    appealStreamId(request.appealId),
    appealDecider,
    parseAppealCommand(lodgeAppealCommand(request, session, board, now)),
    metadata,
  );
}

/** Any later step of an appeal (concurrence, routing, hearing, decision, withdrawal, referral, finality), typed. */
export function executeAppealCommand(
  club: Pick<Club, 'execute'>,
  appealId: string,
  command: ParsedAppealCommand,
  metadata?: CommandMetadata,
) {
  return club.execute(appealStreamId(appealId), appealDecider, command, metadata);
}

/**
 * Decides an appeal and, when the decision gives a new adjusted score, puts it on the board
 * (appeal-adjustment.ts): on the first appealed ruling of the decided parts; the board's decider
 * refuses one that is not an adjusted-score ruling.
 */
export async function decideAppealAndAdjust(
  club: Pick<Club, 'store' | 'execute'>,
  appealId: string,
  command: Extract<ParsedAppealCommand, { type: 'DecideAppeal' }>,
  now: string = new Date().toISOString(),
  metadata?: CommandMetadata,
) {
  const result = await club.execute(appealStreamId(appealId), appealDecider, command, metadata);
  const decided = result.events.find((e): e is AppealDecided => e.type === 'AppealDecided');
  const lodged = result.state.lodged!;
  if (!decided?.newAdjustedScore) return { appeal: result, adjustment: null };
  const rulingIds = result.state.parts.filter((p) => decided.partIds.includes(p.partId)).flatMap((p) => p.rulingIds);
  const adjustment = await adjustOnAppeal(
    club,
    { appealId, lodged, rulingIds, score: decided.newAdjustedScore, laws: decided.laws },
    now,
    metadata,
  );
  return { appeal: result, adjustment };
}

/**
 * Records the regulating authority's decision (Law 93C) and, when it gives a new adjusted score,
 * puts it on the board the same way as the committee's: on the first ruling the appeal names.
 */
export async function recordAuthorityDecisionAndAdjust(
  club: Pick<Club, 'store' | 'execute'>,
  appealId: string,
  command: Extract<ParsedAppealCommand, { type: 'RecordAuthorityDecision' }>,
  now: string = new Date().toISOString(),
  metadata?: CommandMetadata,
) {
  const result = await club.execute(appealStreamId(appealId), appealDecider, command, metadata);
  const decided = result.events.find((e): e is RegulatingAuthorityDecided => e.type === 'RegulatingAuthorityDecided');
  const lodged = result.state.lodged!;
  if (!decided?.newAdjustedScore) return { appeal: result, adjustment: null };
  const adjustment = await adjustOnAppeal(
    club,
    { appealId, lodged, rulingIds: lodged.rulingIds, score: decided.newAdjustedScore, laws: [] },
    now,
    metadata,
  );
  return { appeal: result, adjustment };
}

/** The case's timeline as the read models hold it (after `club.settle()`), at `asOf` (default: now). */
export function appealTimeline(
  club: Pick<Club, 'runner'>,
  appealId: string,
  asOf: string = new Date().toISOString(),
): AppealTimeline | undefined {
  return readAppealTimeline(club.runner, appealId, asOf);
}
