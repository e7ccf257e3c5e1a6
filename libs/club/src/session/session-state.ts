import type { OfficialScoreMadeAvailable, SessionEvent, SessionScheduled } from './session-events';

export interface SessionState {
  readonly scheduled: SessionScheduled | null;
  readonly currentRound: number | null;
  readonly lastRoundEnded: number;
  readonly publications: readonly OfficialScoreMadeAvailable[];
  readonly closed: boolean;
}

export const initialSessionState: SessionState = {
  scheduled: null,
  currentRound: null,
  lastRoundEnded: 0,
  publications: [],
  closed: false,
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
  }
}

/** The latest publication's time facts, as score-changing commands carry them. */
export function latestPublication(state: SessionState): OfficialScoreMadeAvailable | null {
  return state.publications.at(-1) ?? null;
}
