// Job kind `results`: `results.<sessionId>.v<position>` recomputes a session's derived documents
// from its folded `bridge.session` document whenever a result, ruling or publication changes:
// the session results, a traveller per board, a scorecard per pair, and each member's score in
// the session (the player history is assembled from these when read). The version is the trigger's global log position: a session's results depend on
// many streams (its session stream and every table-board stream), and the position orders them all.
import type { RecordedEvent } from '@club/events';
import { sessionIdOfStream } from '@club/club';
import type { DerivedJobKind, DerivedWrite } from '../framework/derived-job';
import { rememberedBy, type DocumentReader } from '../framework/document-projection';
import { partnershipPlayers } from './individual-results';
import { playerSessionScore } from './player-history';
import { scorecardOf } from './scorecard';
import { computeSessionResults, type SessionResults } from './session-results';
import type { SessionView } from './session-document';
import { sessionViewFrom } from './session-view';
import { tableBoardRefOf } from './table-board-ref';

export const RESULTS_JOB = 'results';
export const BRIDGE_RESULTS = 'bridge-results';
export const BRIDGE_TRAVELLER = 'bridge-traveller';
export const BRIDGE_SCORECARD = 'bridge-scorecard';
export const BRIDGE_PLAYER_SCORE = 'bridge-player-score';

const SESSION_TRIGGERS = ['SessionScheduled', 'OfficialScoreMadeAvailable', 'SessionClosed', 'ImportedPlayersReviewed'];
/** Table-board events that change what a session's results are computed from. */
export const TABLE_RESULT_TRIGGERS = [
  'TableBoardOpened',
  'TableResultRecorded',
  'TricksAgreed',
  'ResultCorrected',
  'ScoreCorrected',
  'ScoreAdjusted',
  'ProceduralPenaltyAssessed',
  'RulingGiven',
];

/** Session results computed from the stored session document (undefined when it is not scheduled). */
export function sessionResultsFrom(documents: DocumentReader, sessionId: string): SessionResults | undefined {
  return computedSession(documents, sessionId)?.results;
}

/** The session's view and results: computed once per derive pass (the results job and the league job both need them). */
function computedSession(
  documents: DocumentReader,
  sessionId: string,
): { readonly view: SessionView; readonly results: SessionResults } | undefined {
  return rememberedBy(documents, `bridge.session-results\u0000${sessionId}`, () => {
    const view = sessionViewFrom(documents, sessionId);
    return view && { view, results: computeSessionResults(view) };
  });
}

export const travellerKey = (sessionId: string, section: string, board: number) => `${sessionId}.${section}.${board}`;
export const scorecardKey = (sessionId: string, section: string, pair: string) => `${sessionId}.${section}.${pair}`;
export const playerScoreKey = (sessionId: string, memberId: string) => `${sessionId}.${memberId}`;

export function sessionWrites(documents: DocumentReader, sessionId: string): DerivedWrite[] {
  const computed = computedSession(documents, sessionId);
  if (!computed) return [];
  const { view, results } = computed;
  const doc = view.session;
  const writes: DerivedWrite[] = [{ kind: BRIDGE_RESULTS, key: sessionId, doc: results }];
  for (const s of results.sections) {
    for (const t of s.travellers)
      writes.push({ kind: BRIDGE_TRAVELLER, key: travellerKey(sessionId, s.section, t.board), doc: t });
    const playersOf = doc.form === 'individual' ? partnershipPlayers : undefined;
    for (const p of s.totals)
      writes.push({
        kind: BRIDGE_SCORECARD,
        key: scorecardKey(sessionId, s.section, p.pair),
        doc: scorecardOf(sessionId, s, p.pair, playersOf),
      });
  }
  // One document per member and session: each derived document belongs to one job subject (the
  // session), so a rebuild writes exactly what the incremental jobs wrote. The history over
  // sessions is assembled when read (playerHistory).
  for (const memberId of new Set(doc.entrants.flatMap((e) => e.players))) {
    const score = playerSessionScore(memberId, results, doc.startsAt);
    if (score) writes.push({ kind: BRIDGE_PLAYER_SCORE, key: playerScoreKey(sessionId, memberId), doc: score });
  }
  // A member a player review took off an imported session: his score there, written before, is withdrawn
  // (derived documents are only ever written), so a replay and the incremental jobs agree.
  for (const memberId of doc.playerReview?.unlinked ?? [])
    writes.push({ kind: BRIDGE_PLAYER_SCORE, key: playerScoreKey(sessionId, memberId), doc: null });
  return writes;
}

export const bridgeResultsJob: DerivedJobKind = {
  kind: RESULTS_JOB,
  types: [...SESSION_TRIGGERS, ...TABLE_RESULT_TRIGGERS],
  triggerOf(event: RecordedEvent) {
    const sessionId = SESSION_TRIGGERS.includes(event.type)
      ? sessionIdOfStream(event.streamId)
      : tableBoardRefOf(event.streamId)?.sessionId;
    return sessionId === undefined ? undefined : { subject: sessionId, version: event.position };
  },
  compute: (job, documents) => sessionWrites(documents, job.subject),
};
