// Projection `bridge.session-leagues`: for each bridge session, the leagues it counts in (scheduled
// with a league id, or added to a league later) and whether its official score has been made
// available. The league job reads it to know which league tables a session's result changes reach:
// the table-board events that change a result carry no league id. Both facts only ever grow.
import { eventOf, type RecordedEvent } from '@club/events';
import { sessionIdOfStream, type LeagueEvent, type SessionScheduled } from '@club/club';
import type { DocumentProjection, DocumentReader } from '../framework/document-projection';

export const BRIDGE_SESSION_LEAGUES_PROJECTION = 'bridge.session-leagues';

export interface SessionLeaguesDocument {
  readonly sessionId: string;
  readonly leagues: readonly string[];
  /** The official score has been made available at least once: from then on the session counts in its leagues. */
  readonly published: boolean;
}

const withLeague = (doc: SessionLeaguesDocument, leagueId: string | null | undefined): SessionLeaguesDocument =>
  !leagueId || doc.leagues.includes(leagueId) ? doc : { ...doc, leagues: [...doc.leagues, leagueId] };

export const bridgeSessionLeaguesProjection: DocumentProjection<SessionLeaguesDocument> = {
  name: BRIDGE_SESSION_LEAGUES_PROJECTION,
  version: 1,
  types: ['SessionScheduled', 'SessionAddedToLeague', 'OfficialScoreMadeAvailable'],
  keysOf(event: RecordedEvent) {
    const e = eventOf<SessionScheduled | LeagueEvent>(event);
    if (e.type === 'SessionAddedToLeague') return e.game === 'bridge' && e.sessionId ? [e.sessionId] : [];
    const sessionId = sessionIdOfStream(event.streamId);
    return sessionId ? [sessionId] : [];
  },
  initial: (sessionId) => ({ sessionId, leagues: [], published: false }),
  evolve(doc, event) {
    if (event.type === 'OfficialScoreMadeAvailable') return doc.published ? doc : { ...doc, published: true };
    return withLeague(doc, eventOf<SessionScheduled | LeagueEvent>(event).leagueId);
  },
};

/** The leagues a session counts in, read through any DocumentReader (none while unknown). */
export function sessionLeaguesOf(documents: DocumentReader, sessionId: string): SessionLeaguesDocument | undefined {
  return documents.document<SessionLeaguesDocument>(BRIDGE_SESSION_LEAGUES_PROJECTION, sessionId);
}
