import type { Entrant } from './session-setup';
import type {
  ImportedPlayersReviewed,
  OfficialScoreMadeAvailable,
  SessionEvent,
  SessionScheduled,
  TableEntryOpened,
} from './session-events';

export interface SessionState {
  readonly scheduled: SessionScheduled | null;
  readonly currentRound: number | null;
  readonly lastRoundEnded: number;
  readonly publications: readonly OfficialScoreMadeAvailable[];
  readonly closed: boolean;
  /** How many times an imported session's players have been reviewed. */
  readonly reviews: number;
  /** Open for entry at the tables, with its confirmation setting; null: only the director enters results. */
  readonly tableEntry: TableEntryOpened | null;
  /** The boards East-West confirmed, as `<section>/<table>/<board>`. */
  readonly confirmed: ReadonlySet<string>;
}

export const initialSessionState: SessionState = {
  scheduled: null,
  currentRound: null,
  lastRoundEnded: 0,
  publications: [],
  closed: false,
  reviews: 0,
  tableEntry: null,
  confirmed: new Set(),
};

/** The key of a board entered at a table, as `confirmed` holds it. */
export const tableBoardKey = (section: string, table: number, board: number) => `${section}/${table}/${board}`;

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
    case 'TableEntryOpened':
      return { ...state, tableEntry: event };
    case 'TableResultsConfirmed':
      return {
        ...state,
        confirmed: new Set([
          ...state.confirmed,
          ...event.boards.map((b) => tableBoardKey(event.section, event.table, b)),
        ]),
      };
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
