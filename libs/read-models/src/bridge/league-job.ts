// Job kind `bridge-league`: `bridge-league.<leagueId>.v<position>` ranks a bridge league's members
// by its rule over the session results of its sessions. Triggered when the league changes and when
// a session of the league is published or closed (the events carry the league id).
import type { RecordedEvent } from '@club/events';
import type { DerivedJobKind } from '../framework/derived-job';
import { leagueStandings, type LeagueStanding } from './league-ranking';
import { BRIDGE_LEAGUE_PROJECTION, type BridgeLeagueDocument } from './league-projection';
import { playerSessionScore, type PlayerSessionScore } from './player-history';
import { sessionResultsFrom } from './results-job';
import type { BridgeSessionDocument } from './session-document';
import { BRIDGE_SESSION_PROJECTION } from './session-projection';

export const BRIDGE_LEAGUE_JOB = 'bridge-league';
export const BRIDGE_LEAGUE_TABLE = 'bridge-league-table';

export interface BridgeLeagueTable {
  readonly leagueId: string;
  readonly name: string | null;
  readonly rule: BridgeLeagueDocument['rankingRule'];
  readonly sessions: readonly string[];
  readonly standings: readonly LeagueStanding[];
}

export const bridgeLeagueJob: DerivedJobKind = {
  kind: BRIDGE_LEAGUE_JOB,
  types: ['LeagueCreated', 'SessionAddedToLeague', 'OfficialScoreMadeAvailable', 'SessionClosed'],
  triggerOf(event: RecordedEvent) {
    const data = event.data as { leagueId?: string | null; game?: string };
    if (!data.leagueId) return undefined;
    if ((event.type === 'LeagueCreated' || event.type === 'SessionAddedToLeague') && data.game !== 'bridge') return undefined;
    if ((event.type === 'OfficialScoreMadeAvailable' || event.type === 'SessionClosed') && !event.streamId.startsWith('session-')) return undefined;
    return { subject: data.leagueId, version: event.position };
  },
  compute(job, documents) {
    const league = documents.document<BridgeLeagueDocument>(BRIDGE_LEAGUE_PROJECTION, job.subject);
    if (!league || !league.rankingRule) return [];
    const byMember = new Map<string, PlayerSessionScore[]>();
    const ties = new Map<PlayerSessionScore, number>();
    for (const sessionId of league.sessions) {
      const doc = documents.document<BridgeSessionDocument>(BRIDGE_SESSION_PROJECTION, sessionId);
      // Only sessions whose official score has been made available count.
      if (!doc || doc.publications.length === 0) continue;
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
      standings: leagueStandings(league.rankingRule, byMember, (s) => ties.get(s) ?? 1),
    };
    return [{ kind: BRIDGE_LEAGUE_TABLE, key: job.subject, doc: table }];
  },
};
