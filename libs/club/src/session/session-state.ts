import type { Entrant } from './session-setup';
import type {
  ImportedPlayersReviewed,
  OfficialScoreMadeAvailable,
  SessionEvent,
  SessionScheduled,
} from './session-events';

export interface SessionState {
  readonly scheduled: SessionScheduled | null;
  readonly currentRound: number | null;
  readonly lastRoundEnded: number;
  readonly publications: readonly OfficialScoreMadeAvailable[];
  readonly closed: boolean;
  /** How many times an imported session's players have been reviewed. */
  readonly reviews: number;
}

export const initialSessionState: SessionState = {
  scheduled: null,
  currentRound: null,
  lastRoundEnded: 0,
  publications: [],
  closed: false,
  reviews: 0,
};

export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionScheduled':
      return { ...state, scheduled: event };
    case 'RoundStarted':
      return { ...state, currentRound: event.round };
    case 'RoundEnded':
      return { ...state, currentRound: null, lastRoundEnded: event.round };
    case 'OfficialScoreMadeAvailable':
      return { ...state, publications: [...state.publications, event] };
    case 'SessionClosed':
      return { ...state, closed: true };
    case 'ImportedPlayersReviewed':
      return {
        ...state,
        reviews: event.review,
        scheduled: state.scheduled && { ...state.scheduled, entrants: reviewedEntrants(event) },
      };
  }
}

/** The latest publication's time facts, as score-changing commands carry them. */
export function latestPublication(state: SessionState): OfficialScoreMadeAvailable | null {
  return state.publications.at(-1) ?? null;
}

/** A review's entrants as a schedule writes them: members as players, the other names as guests. */
export function reviewedEntrants(event: Pick<ImportedPlayersReviewed, 'entrants'>): Entrant[] {
  return event.entrants.map((e) => {
    const guests = e.players
      .filter((p) => p.memberId === null)
      .map((p) => ({ name: p.name, ...(p.federationId ? { federationId: p.federationId } : {}) }));
    return {
      section: e.section,
      pair: e.pair,
      players: e.players.flatMap((p) => (p.memberId === null ? [] : [p.memberId])),
      ...(guests.length ? { guests } : {}),
    };
  });
}
