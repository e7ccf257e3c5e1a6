// Folds the session's events into the score sheets the decider checks against.
import type { UltiSessionEvent } from './ulti-session-events';
import { afterDeal, boardLines } from './score-sheet';
import type { UltiSessionState } from './ulti-session-state';

export function evolveUltiSession(state: UltiSessionState, event: UltiSessionEvent): UltiSessionState {
  switch (event.type) {
    case 'UltiSessionScheduled':
      return {
        ...state,
        status: 'scheduled',
        sessionId: event.sessionId,
        leagueId: event.leagueId,
        ruleSet: event.ruleSet,
        dealsPerTable: event.dealsPerTable,
        sheetCheck: event.sheetCheck,
        tables: Object.fromEntries(
          event.tables.map((t) => [
            t.table,
            {
              table: t.table,
              seating: t.players,
              nextDealNo: 1,
              sheetDealer: t.firstDealer,
              redealBy: null,
              deals: {},
            },
          ]),
        ),
      };
    case 'UltiSeatingCorrected': {
      const t = state.tables[event.table]!;
      return { ...state, tables: { ...state.tables, [event.table]: { ...t, seating: event.players } } };
    }
    case 'UltiDealRecorded': {
      const t = state.tables[event.table]!;
      const tables = {
        ...state.tables,
        [event.table]: afterDeal(t, event.record, event.redeal, state.ruleSet!.settings),
      };
      if (event.board === null || event.redeal) return { ...state, tables };
      const known = state.boards[event.board];
      const board = known
        ? { ...known, playedAt: [...known.playedAt, event.table] }
        : { lines: boardLines(event.record), playedAt: [event.table] };
      return { ...state, tables, boards: { ...state.boards, [event.board]: board } };
    }
    case 'UltiJuryRuling': {
      const rulingIds = [...state.rulingIds, event.rulingId];
      if (event.ruling.kind !== 'renonsz' || event.record === null) return { ...state, rulingIds };
      const t = state.tables[event.table]!;
      return {
        ...state,
        rulingIds,
        tables: {
          ...state.tables,
          [event.table]: { ...t, deals: { ...t.deals, [event.ruling.dealNo]: event.record } },
        },
      };
    }
    case 'UltiSessionClosed':
      return { ...state, status: 'closed' };
  }
}
