// Projection `ulti.league`: which Ulti sessions belong to a league (from their schedules), and the
// competition rules of the league's latest session (until leagues carry their own Ulti rules).
import type { RecordedEvent } from '@club/events';
import type { UltiCompetitionRules, UltiSessionScheduled } from '@club/club';
import type { DocumentProjection } from '../framework/document-projection';
import { ultiEventOf, ultiSessionIdOf } from './ulti-event';

export const ULTI_LEAGUE_PROJECTION = 'ulti.league';

export interface UltiLeagueDocument {
  readonly leagueId: string;
  readonly sessions: readonly string[];
  readonly competition: UltiCompetitionRules | null;
}

export const ultiLeagueProjection: DocumentProjection<UltiLeagueDocument> = {
  name: ULTI_LEAGUE_PROJECTION,
  version: 1,
  types: ['UltiSessionScheduled'],
  keysOf: (event: RecordedEvent) => {
    const leagueId = (event.data as Partial<UltiSessionScheduled>).leagueId;
    return leagueId ? [leagueId] : [];
  },
  initial: (leagueId) => ({ leagueId, sessions: [], competition: null }),
  evolve(doc, recorded) {
    const e = ultiEventOf(recorded) as UltiSessionScheduled;
    const sessionId = ultiSessionIdOf(recorded);
    return { ...doc, sessions: doc.sessions.includes(sessionId) ? doc.sessions : [...doc.sessions, sessionId], competition: e.competition };
  },
};
