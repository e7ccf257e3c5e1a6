// Projection `ulti.league`: which Ulti sessions belong to a league, and the league's competition
// rules. A session joins a league by its schedule (UltiSessionScheduled.leagueId) or by the league
// stream's SessionAddedToLeague (game ulti). The rules are the league's own (LeagueCreated with an
// `ulti` ranking rule); a league with none takes those of its latest scheduled session.
import { eventOf, type RecordedEvent } from '@club/events';
import type { LeagueEvent, UltiCompetitionRules, UltiSessionScheduled } from '@club/club';
import type { DocumentProjection } from '../framework/document-projection';
import { ultiSessionIdOf } from './ulti-event';

export const ULTI_LEAGUE_PROJECTION = 'ulti.league';

export interface UltiLeagueDocument {
  readonly leagueId: string;
  readonly name: string | null;
  readonly sessions: readonly string[];
  readonly competition: UltiCompetitionRules | null;
  /** Where the rules come from: the league's ranking rule, or the latest session's schedule. */
  readonly rulesFrom: 'league' | 'session' | null;
}

const addSession = (sessions: readonly string[], id: string) => (sessions.includes(id) ? sessions : [...sessions, id]);

export const ultiLeagueProjection: DocumentProjection<UltiLeagueDocument> = {
  name: ULTI_LEAGUE_PROJECTION,
  version: 1,
  types: ['UltiSessionScheduled', 'LeagueCreated', 'SessionAddedToLeague'],
  keysOf: (event: RecordedEvent) => {
    if (event.type === 'UltiSessionScheduled') {
      const leagueId = eventOf<UltiSessionScheduled>(event).leagueId;
      return leagueId ? [leagueId] : [];
    }
    const e = eventOf<LeagueEvent>(event);
    return e.game === 'ulti' && e.leagueId ? [e.leagueId] : [];
  },
  initial: (leagueId) => ({ leagueId, name: null, sessions: [], competition: null, rulesFrom: null }),
  evolve(doc, recorded) {
    if (recorded.type === 'UltiSessionScheduled') {
      const e = eventOf<UltiSessionScheduled>(recorded);
      const sessions = addSession(doc.sessions, ultiSessionIdOf(recorded));
      return doc.rulesFrom === 'league'
        ? { ...doc, sessions }
        : { ...doc, sessions, competition: e.competition, rulesFrom: 'session' };
    }
    const e = eventOf<LeagueEvent>(recorded);
    if (e.type === 'SessionAddedToLeague') return { ...doc, sessions: addSession(doc.sessions, e.sessionId) };
    const rule = e.rankingRule;
    return rule.kind === 'ulti'
      ? { ...doc, name: e.name, competition: rule.competition, rulesFrom: 'league' }
      : { ...doc, name: e.name };
  },
};
