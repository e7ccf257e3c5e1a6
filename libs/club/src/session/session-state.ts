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
  /** The round the director moved a table to, by `<section>/<table>`. */
  readonly movedTables: ReadonlyMap<string, number>;
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
  movedTables: new Map(),
};

const tableKey = (section: string, table: number) => `${section}/${table}`;

/**
 * The round a table plays now: the round in play, else the last one ended (a table finishing
 * late), null before the first; a table the director moved on plays its later round until the
 * session's round catches up with it.
 */
export function tableRoundOf(state: SessionState, seat: { readonly section: string; readonly table: number }) {
  const sessions = state.currentRound ?? (state.lastRoundEnded > 0 ? state.lastRoundEnded : null);
  const moved = state.movedTables.get(tableKey(seat.section, seat.table));
  return moved !== undefined && (sessions === null || moved > sessions) ? moved : sessions;
}

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
    case 'TableMoved':
      return {
        ...state,
        movedTables: new Map([...state.movedTables, [tableKey(event.section, event.table), event.round]]),
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
