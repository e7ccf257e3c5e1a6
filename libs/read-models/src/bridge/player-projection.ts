// Projection `bridge.player`: the bridge sessions each member is entered in (from the schedules,
// and an imported session's player reviews: linked members gain it, unlinked ones lose it).
import { eventOf, type RecordedEvent } from '@club/events';
import type { ImportedPlayersReviewed, SessionScheduled } from '@club/club';
import type { DocumentProjection } from '../framework/document-projection';

export const BRIDGE_PLAYER_PROJECTION = 'bridge.player';

export interface BridgePlayerDocument {
  readonly memberId: string;
  readonly sessions: readonly string[];
}

export const bridgePlayerProjection: DocumentProjection<BridgePlayerDocument> = {
  name: BRIDGE_PLAYER_PROJECTION,
  // 2: player reviews.
  version: 2,
  types: ['SessionScheduled', 'ImportedPlayersReviewed'],
  keysOf(event: RecordedEvent) {
    const e = eventOf<SessionScheduled | ImportedPlayersReviewed>(event);
    if (e.type === 'SessionScheduled') return [...new Set(e.entrants.flatMap((x) => x.players))];
    return [...new Set([...linkedBy(e), ...e.unlinked])];
  },
  initial: (memberId) => ({ memberId, sessions: [] }),
  evolve(doc, event) {
    const e = eventOf<SessionScheduled | ImportedPlayersReviewed>(event);
    const sessionId = e.sessionId;
    if (e.type === 'ImportedPlayersReviewed' && !linkedBy(e).includes(doc.memberId))
      return { ...doc, sessions: doc.sessions.filter((s) => s !== sessionId) };
    return doc.sessions.includes(sessionId) ? doc : { ...doc, sessions: [...doc.sessions, sessionId] };
  },
};

const linkedBy = (e: ImportedPlayersReviewed): string[] =>
  e.entrants.flatMap((x) => x.players.flatMap((p) => (p.memberId === null ? [] : [p.memberId])));
