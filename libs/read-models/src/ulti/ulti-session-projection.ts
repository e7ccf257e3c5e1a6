// Projection `ulti.session`: one document per Ulti session with the per-deal ledger of every
// player and table totals. Each deal counts as @club/ulti settled it under the rule set recorded
// with it; the decider stores that settlement in the event, so a rebuild replays no deal.
import { eventOf, type RecordedEvent } from '@club/events';
import {
  ULTI_SESSION_EVENT_TYPES,
  type UltiSessionEvent,
  type UltiDealRecorded,
  type UltiJuryRuling,
} from '@club/club';
import type { DocumentProjection } from '../framework/document-projection';
import { ultiSessionIdOf } from './ulti-event';
import { settledDeal } from './settle-record';
import type { UltiLedgerDeal, UltiLedgerTable, UltiSessionDocument } from './ulti-session-document';

export const ULTI_SESSION_PROJECTION = 'ulti.session';

function emptySession(sessionId: string): UltiSessionDocument {
  return {
    sessionId,
    status: 'none',
    leagueId: null,
    ruleSet: null,
    competition: null,
    dealsPerTable: null,
    tables: [],
    rulings: [],
    version: 0,
  };
}

/** Running totals and table totals, recomputed from the deals (a ruling may change an earlier deal). */
function withTotals(table: UltiLedgerTable, deals: readonly UltiLedgerDeal[]): UltiLedgerTable {
  const totals: Record<string, number> = Object.fromEntries(table.players.map((p) => [p, 0]));
  const withAfter = deals.map((d) => {
    for (const [p, v] of Object.entries(d.deltas)) totals[p] = (totals[p] ?? 0) + v;
    return { ...d, after: { ...totals } };
  });
  return { ...table, deals: withAfter, totals };
}

function dealRow(e: UltiDealRecorded): UltiLedgerDeal {
  return {
    dealNo: e.dealNo,
    dealer: e.record.dealer,
    expectedDealer: e.expectedDealer,
    board: e.board,
    irregularities: e.irregularities,
    ...settledDeal(e.record, e.settlement),
    after: {},
    rulings: [],
  };
}

function onTable(
  doc: UltiSessionDocument,
  table: number,
  change: (t: UltiLedgerTable) => UltiLedgerTable,
): UltiSessionDocument {
  return { ...doc, tables: doc.tables.map((t) => (t.table === table ? change(t) : t)) };
}

function applyRuling(doc: UltiSessionDocument, e: UltiJuryRuling): UltiSessionDocument {
  const r = e.ruling;
  const entry =
    r.kind === 'renonsz'
      ? {
          rulingId: e.rulingId,
          table: e.table,
          kind: r.kind,
          dealNo: r.dealNo,
          case: r.action.case,
          player: r.action.offender,
          action: null,
          text: e.text,
        }
      : {
          rulingId: e.rulingId,
          table: e.table,
          kind: r.kind,
          dealNo: null,
          case: null,
          player: r.player,
          action: r.action,
          text: e.text,
        };
  const next = { ...doc, rulings: [...doc.rulings, entry] };
  if (r.kind !== 'renonsz' || e.record === null) return next;
  const settled = settledDeal(e.record, e.settlement);
  return onTable(next, e.table, (t) =>
    withTotals(
      t,
      t.deals.map((d) => (d.dealNo === r.dealNo ? { ...d, ...settled, rulings: [...d.rulings, e.rulingId] } : d)),
    ),
  );
}

export const ultiSessionProjection: DocumentProjection<UltiSessionDocument> = {
  name: ULTI_SESSION_PROJECTION,
  version: 1,
  types: ULTI_SESSION_EVENT_TYPES,
  keysOf: (event: RecordedEvent) => [ultiSessionIdOf(event)],
  initial: emptySession,
  evolve(doc, recorded) {
    const e = eventOf<UltiSessionEvent>(recorded);
    const next = ((): UltiSessionDocument => {
      switch (e.type) {
        case 'UltiSessionScheduled':
          return {
            ...doc,
            status: 'scheduled',
            leagueId: e.leagueId,
            ruleSet: { name: e.ruleSet.name, version: e.ruleSet.version },
            competition: e.competition,
            dealsPerTable: e.dealsPerTable,
            tables: e.tables.map((t) => ({
              table: t.table,
              players: t.players,
              seating: t.players,
              firstDealer: t.firstDealer,
              deals: [],
              totals: Object.fromEntries(t.players.map((p) => [p, 0])),
            })),
          };
        case 'UltiSeatingCorrected':
          return onTable(doc, e.table, (t) => ({ ...t, seating: e.players }));
        case 'UltiDealRecorded':
          return onTable(doc, e.table, (t) => withTotals(t, [...t.deals, dealRow(e)]));
        case 'UltiJuryRuling':
          return applyRuling(doc, e);
        case 'UltiSessionClosed':
          return { ...doc, status: 'closed' };
      }
    })();
    return { ...next, version: recorded.streamPosition };
  },
};
