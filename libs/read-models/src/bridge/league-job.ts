// Job kind `bridge-league`: `bridge-league.<leagueId>.v<position>` ranks a bridge league's members
// by its rule over the session results of its published sessions. Triggered when the league changes
// (created, a session added), when a session of the league has its official score made available or
// is closed, and by every result change of a published session of the league afterwards (score
// corrections, adjusted scores, appeal decisions adjusting a score, procedural penalties): the
// table-board events carry no league id, so the session's leagues come from `bridge.session-leagues`.
// An imported session counts only after its players are reviewed (ImportedPlayersReviewed), and each
// review (a correction included) ranks the league again.
import { eventOf, type RecordedEvent } from '@club/events';
import { sessionIdOfStream, type LeagueEvent, type SessionEvent, type TableBoardStreamEvent } from '@club/club';
import type { DerivedJobKind, JobTrigger } from '../framework/derived-job';
import type { DocumentReader } from '../framework/document-projection';
import { leagueStandings, type LeagueStanding } from './league-ranking';
import { BRIDGE_LEAGUE_PROJECTION, type BridgeLeagueDocument } from './league-projection';
import { playerSessionScore, type PlayerSessionScore } from './player-history';
import { sessionResultsFrom, TABLE_RESULT_TRIGGERS } from './results-job';
import type { BridgeSessionDocument } from './session-document';
import { sessionLeaguesOf } from './session-leagues-projection';
import { BRIDGE_SESSION_PROJECTION } from './session-projection';
import { tableBoardRefOf } from './table-board-ref';

export const BRIDGE_LEAGUE_JOB = 'bridge-league';
export const BRIDGE_LEAGUE_TABLE = 'bridge-league-table';

export interface BridgeLeagueTable {
  readonly leagueId: string;
  readonly name: string | null;
  readonly rule: BridgeLeagueDocument['rankingRule'];
  readonly sessions: readonly string[];
  /** Imported sessions of the league whose players are not reviewed yet: they do not count until they are. */
  readonly awaitingReview?: readonly string[];
  readonly standings: readonly LeagueStanding[];
}

const SESSION_TRIGGERS = ['OfficialScoreMadeAvailable', 'SessionClosed', 'ImportedPlayersReviewed'];

/** Every league the session counts in, at the event's position (its own league id included). */
function leaguesOfSession(
  documents: DocumentReader,
  sessionId: string,
  event: RecordedEvent,
  onlyPublished: boolean,
): JobTrigger[] {
  const doc = sessionLeaguesOf(documents, sessionId);
  if (onlyPublished && !doc?.published) return [];
  const e = eventOf<SessionEvent | TableBoardStreamEvent>(event);
  const own = 'leagueId' in e ? e.leagueId : null;
  const leagues = [...new Set([...(own ? [own] : []), ...(doc?.leagues ?? [])])];
  return leagues.map((leagueId) => ({ subject: leagueId, version: event.position }));
}

export const bridgeLeagueJob: DerivedJobKind = {
  kind: BRIDGE_LEAGUE_JOB,
  types: ['LeagueCreated', 'SessionAddedToLeague', ...SESSION_TRIGGERS, ...TABLE_RESULT_TRIGGERS],
  triggerOf(event: RecordedEvent, documents: DocumentReader) {
    if (event.type === 'LeagueCreated' || event.type === 'SessionAddedToLeague') {
      const e = eventOf<LeagueEvent>(event);
      return e.game === 'bridge' && e.leagueId ? { subject: e.leagueId, version: event.position } : undefined;
    }
    if (SESSION_TRIGGERS.includes(event.type)) {
      const sessionId = sessionIdOfStream(event.streamId);
      return sessionId ? leaguesOfSession(documents, sessionId, event, false) : undefined;
    }
    // A result change before publication does not reach the league: the publication will.
    const sessionId = tableBoardRefOf(event.streamId)?.sessionId;
    return sessionId ? leaguesOfSession(documents, sessionId, event, true) : undefined;
  },
  compute(job, documents) {
    const league = documents.document<BridgeLeagueDocument>(BRIDGE_LEAGUE_PROJECTION, job.subject);
    if (!league || !league.rankingRule) return [];
    const byMember = new Map<string, PlayerSessionScore[]>();
    const ties = new Map<PlayerSessionScore, number>();
    const awaitingReview: string[] = [];
    for (const sessionId of league.sessions) {
      const doc = documents.document<BridgeSessionDocument>(BRIDGE_SESSION_PROJECTION, sessionId);
      // Only sessions whose official score has been made available count.
      if (!doc || doc.publications.length === 0) continue;
      // An imported session counts once its players are linked to members (the review).
      if (doc.importedFrom && !doc.playerReview) {
        awaitingReview.push(sessionId);
        continue;
      }
      const results = sessionResultsFrom(documents, sessionId)!;
      for (const memberId of new Set(doc.entrants.flatMap((e) => e.players))) {
        const score = playerSessionScore(memberId, results, doc.startsAt);
        if (!score) continue;
        const section = results.sections.find((s) => s.section === score.section)!;
        const mine = section.totals.find((t) => t.pair === score.pair)!;
        ties.set(score, section.totals.filter((t) => t.field === mine.field && t.rank === mine.rank).length);
        byMember.set(memberId, [...(byMember.get(memberId) ?? []), score]);
      }
    }
    const table: BridgeLeagueTable = {
      leagueId: job.subject,
      name: league.name,
      rule: league.rankingRule,
      sessions: league.sessions,
      ...(awaitingReview.length ? { awaitingReview } : {}),
      standings: leagueStandings(league.rankingRule, byMember, (s) => ties.get(s) ?? 1),
    };
    return [{ kind: BRIDGE_LEAGUE_TABLE, key: job.subject, doc: table }];
  },
};
