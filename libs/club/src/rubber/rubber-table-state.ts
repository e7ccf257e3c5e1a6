// A rubber table folded from its events: the settings, the seating now, and each rubber's deals
// as corrected (a correction replaces the deal it names, in any rubber; the log keeps both).
import type {
  PartnershipChange,
  RubberPlayer,
  RubberSeating,
  RubberTableDeal,
  RubberTableEvent,
  RubberTableVariant,
} from './rubber-table-events';

export interface TableRubber {
  readonly number: number;
  readonly seating: RubberSeating;
  /** Who deals first, when the opening or the cut named it; null: the deal passes on clockwise. */
  readonly firstDealer: string | null;
  readonly deals: readonly RubberTableDeal[];
}

export interface RubberTableState {
  readonly tableId: string | null;
  readonly clubId: string | null;
  readonly openedBy: string | null;
  readonly openedAt: string | null;
  readonly seasonId: string | null;
  readonly players: readonly RubberPlayer[];
  readonly firstDealer: string | null;
  readonly variant: RubberTableVariant;
  readonly stake: number | null;
  readonly rounding: number;
  readonly partnershipChange: PartnershipChange;
  readonly rubbers: readonly TableRubber[];
  readonly closedAt: string | null;
}

export const initialRubberTableState: RubberTableState = {
  tableId: null,
  clubId: null,
  openedBy: null,
  openedAt: null,
  seasonId: null,
  players: [],
  firstDealer: null,
  variant: 'standard',
  stake: null,
  rounding: 100,
  partnershipChange: 'cut',
  rubbers: [],
  closedAt: null,
};

export function currentRubber(state: RubberTableState): TableRubber | undefined {
  return state.rubbers[state.rubbers.length - 1];
}

function replaceLast(state: RubberTableState, rubber: TableRubber): RubberTableState {
  return { ...state, rubbers: [...state.rubbers.slice(0, -1), rubber] };
}

export function evolveRubberTable(state: RubberTableState, event: RubberTableEvent): RubberTableState {
  switch (event.type) {
    case 'RubberTableOpened':
      return {
        ...state,
        tableId: event.tableId,
        clubId: event.clubId,
        openedBy: event.openedBy,
        openedAt: event.openedAt,
        seasonId: event.seasonId,
        players: event.players,
        firstDealer: event.firstDealer,
        variant: event.variant,
        stake: event.stake,
        rounding: event.rounding,
        partnershipChange: event.partnershipChange,
        rubbers: [{ number: 1, seating: event.seating, firstDealer: event.firstDealer, deals: [] }],
      };
    case 'RubberDealRecorded': {
      const rubber = currentRubber(state)!;
      return replaceLast(state, { ...rubber, deals: [...rubber.deals, event.entry] });
    }
    case 'RubberDealCorrected': {
      const rubbers = state.rubbers.map((r) =>
        r.number === event.rubber
          ? { ...r, deals: r.deals.map((d, i) => (i + 1 === event.deal ? event.entry : d)) }
          : r,
      );
      return { ...state, rubbers };
    }
    case 'NextRubberStarted':
      return {
        ...state,
        rubbers: [
          ...state.rubbers,
          { number: event.rubber, seating: event.seating, firstDealer: event.firstDealer, deals: [] },
        ],
      };
    case 'RubberTableClosed':
      return { ...state, closedAt: event.closedAt };
  }
}
