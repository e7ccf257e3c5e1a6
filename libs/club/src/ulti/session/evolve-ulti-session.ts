// Folds the session's events into the check-in list, the rounds and the score sheets the decider checks against.
import type { UltiRecord } from '@club/ulti';
import type { UltiSessionEvent, UltiTableSheet } from './ulti-session-events';
import { afterDeal, boardLines } from './score-sheet';
import type { UltiRoundState, UltiSessionState, UltiTableState } from './ulti-session-state';

function freshSheets(tables: readonly UltiTableSheet[]): Record<number, UltiTableState> {
  return Object.fromEntries(
    tables.map((t) => [
      t.table,
      { table: t.table, seating: t.players, nextDealNo: 1, sheetDealer: t.firstDealer, redealBy: null, deals: {} },
    ]),
  );
}

function onTable(
  state: UltiSessionState,
  round: number,
  table: number,
  change: (t: UltiTableState) => UltiTableState,
): UltiSessionState {
  const r = state.rounds[round]!;
  const tables = { ...r.tables, [table]: change(r.tables[table]!) };
  return { ...state, rounds: { ...state.rounds, [round]: { ...r, tables } } };
}

const withDeal = (t: UltiTableState, dealNo: number, record: UltiRecord): UltiTableState => ({
  ...t,
  deals: { ...t.deals, [dealNo]: record },
});

export function evolveUltiSession(state: UltiSessionState, event: UltiSessionEvent): UltiSessionState {
  switch (event.type) {
    case 'UltiSessionScheduled': {
      // Tables given at scheduling are round 1, drawn.
      const rounds: Record<number, UltiRoundState> =
        event.tables.length > 0 ? { 1: { round: 1, status: 'drawn', tables: freshSheets(event.tables) } } : {};
      return {
        ...state,
        status: 'scheduled',
        sessionId: event.sessionId,
        leagueId: event.leagueId,
        ruleSet: event.ruleSet,
        dealsPerTable: event.dealsPerTable,
        sheetCheck: event.sheetCheck,
        round: event.tables.length > 0 ? 1 : 0,
        rounds,
      };
    }
    case 'UltiPlayerCheckedIn':
      return { ...state, checkedIn: [...state.checkedIn, event.player] };
    case 'UltiPlayerWithdrawn':
      return { ...state, checkedIn: state.checkedIn.filter((p) => p !== event.player) };
    case 'UltiRoundDrawn': {
      // An all-play-all schedule runs on from the round it began in; a redraw of that round restarts it.
      const running = state.allPlayAll && state.allPlayAll.firstRound < event.round ? state.allPlayAll : null;
      const allPlayAll =
        event.method === 'all-play-all' ? (running ?? { order: event.order, firstRound: event.round }) : running;
      return {
        ...state,
        round: event.round,
        allPlayAll,
        rounds: {
          ...state.rounds,
          [event.round]: { round: event.round, status: 'drawn', tables: freshSheets(event.tables) },
        },
      };
    }
    case 'UltiRoundEnded':
      return {
        ...state,
        rounds: { ...state.rounds, [event.round]: { ...state.rounds[event.round]!, status: 'ended' } },
      };
    case 'UltiSeatingCorrected':
      return onTable(state, event.round, event.table, (t) => ({ ...t, seating: event.players }));
    case 'UltiDealRecorded': {
      const next = onTable(state, event.round, event.table, (t) =>
        afterDeal(t, event.record, event.redeal, state.ruleSet!.settings),
      );
      if (event.board === null || event.redeal) return next;
      const known = state.boards[event.board];
      const at = { round: event.round, table: event.table };
      const board = known
        ? { ...known, playedAt: [...known.playedAt, at] }
        : { lines: boardLines(event.record), playedAt: [at] };
      return { ...next, boards: { ...state.boards, [event.board]: board } };
    }
    case 'UltiDealCorrected':
      return onTable(state, event.round, event.table, (t) => withDeal(t, event.dealNo, event.record));
    case 'UltiJuryRuling': {
      const rulingIds = [...state.rulingIds, event.rulingId];
      const r = event.ruling;
      if (r.kind === 'discipline')
        return r.action === 'exclusion'
          ? {
              ...state,
              rulingIds,
              excluded: [...state.excluded, r.player],
              checkedIn: state.checkedIn.filter((p) => p !== r.player),
            }
          : { ...state, rulingIds };
      if (event.record === null) return { ...state, rulingIds };
      const record = event.record;
      return onTable({ ...state, rulingIds }, event.round, event.table, (t) => withDeal(t, r.dealNo, record));
    }
    case 'UltiSessionClosed':
      return { ...state, status: 'closed' };
  }
}
