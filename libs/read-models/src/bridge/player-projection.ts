// Projection `bridge.player`: the bridge sessions each member is entered in (from the schedules).
import { eventOf, type RecordedEvent } from '@club/events';
import type { SessionScheduled } from '@club/club';
import type { DocumentProjection } from '../framework/document-projection';

export const BRIDGE_PLAYER_PROJECTION = 'bridge.player';

export interface BridgePlayerDocument {
  readonly memberId: string;
  readonly sessions: readonly string[];
}

export const bridgePlayerProjection: DocumentProjection<BridgePlayerDocument> = {
  name: BRIDGE_PLAYER_PROJECTION,
  version: 1,
  types: ['SessionScheduled'],
  keysOf: (event: RecordedEvent) => [...new Set(eventOf<SessionScheduled>(event).entrants.flatMap((e) => e.players))],
  initial: (memberId) => ({ memberId, sessions: [] }),
  evolve(doc, event) {
    const sessionId = eventOf<SessionScheduled>(event).sessionId;
    return doc.sessions.includes(sessionId) ? doc : { ...doc, sessions: [...doc.sessions, sessionId] };
  },
};
