// Projection `bridge.league`: a bridge league's rule and its sessions (added to the league, or
// scheduled with its league id).
import { eventOf, type RecordedEvent } from '@club/events';
import type { LeagueEvent, RankingRule, SessionScheduled } from '@club/club';
import type { DocumentProjection } from '../framework/document-projection';

export const BRIDGE_LEAGUE_PROJECTION = 'bridge.league';

export interface BridgeLeagueDocument {
  readonly leagueId: string;
  readonly name: string | null;
  readonly seasonId: string | null;
  readonly rankingRule: RankingRule | null;
  readonly sessions: readonly string[];
}

export const bridgeLeagueProjection: DocumentProjection<BridgeLeagueDocument> = {
  name: BRIDGE_LEAGUE_PROJECTION,
  version: 1,
  types: ['LeagueCreated', 'SessionAddedToLeague', 'SessionScheduled'],
  keysOf(event: RecordedEvent) {
    const e = eventOf<SessionScheduled | LeagueEvent>(event);
    if (e.type === 'SessionScheduled') return e.leagueId ? [e.leagueId] : [];
    return e.game === 'bridge' && e.leagueId ? [e.leagueId] : [];
  },
  initial: (leagueId) => ({ leagueId, name: null, seasonId: null, rankingRule: null, sessions: [] }),
  evolve(doc, event) {
    const e = eventOf<SessionScheduled | LeagueEvent>(event);
    if (e.type === 'SessionScheduled') {
      const id = e.sessionId;
      return doc.sessions.includes(id) ? doc : { ...doc, sessions: [...doc.sessions, id] };
    }
    if (e.type === 'LeagueCreated') return { ...doc, name: e.name, seasonId: e.seasonId, rankingRule: e.rankingRule };
    return doc.sessions.includes(e.sessionId) ? doc : { ...doc, sessions: [...doc.sessions, e.sessionId] };
  },
};
