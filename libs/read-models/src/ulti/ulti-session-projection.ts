// Projection `ulti.session`: one document per Ulti session with the check-in list, the rounds
// drawn, and the per-deal ledger of every player at every round's tables with the table totals.
// Each deal counts as @club/ulti settled it under the rule set recorded with it; the decider
// stores that settlement in the event, so a rebuild replays no deal. The ledger is zero-sum per
// deal and per table: anything else is a fault, and the fold stops on it.
import { eventOf, type RecordedEvent } from '@club/events';
import { renonszCase, type RenonszCase } from '@club/ulti';
import {
  ULTI_SESSION_EVENT_TYPES,
  type UltiSessionEvent,
  type UltiDealRecorded,
  type UltiJuryRuling,
  type UltiRoundDrawn,
  type UltiTableSheet,
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
    checkedIn: [],
    round: 0,
    rounds: [],
    corrections: [],
    leagueId: null,
    ruleSet: null,
    competition: null,
    dealsPerTable: null,
    tables: [],
    rulings: [],
    version: 0,
  };
}

const sumOf = (values: Readonly<Record<string, number>>) => Object.values(values).reduce((a, b) => a + b, 0);

/** Running totals and table totals, recomputed from the deals (a ruling or correction may change an earlier deal). */
function withTotals(table: UltiLedgerTable, deals: readonly UltiLedgerDeal[]): UltiLedgerTable {
  const totals: Record<string, number> = Object.fromEntries(table.players.map((p) => [p, 0]));
  const withAfter = deals.map((d) => {
    if (sumOf(d.deltas) !== 0)
      throw new Error(`round ${table.round}, table ${table.table}, deal ${d.dealNo}: the deal is not zero-sum`);
    for (const [p, v] of Object.entries(d.deltas)) totals[p] = (totals[p] ?? 0) + v;
    return { ...d, after: { ...totals } };
  });
  if (sumOf(totals) !== 0) throw new Error(`round ${table.round}, table ${table.table}: the table is not zero-sum`);
  return { ...table, deals: withAfter, totals };
}

function ledgerTables(round: number, tables: readonly UltiTableSheet[]): UltiLedgerTable[] {
  return tables.map((t) => ({
    round,
    table: t.table,
    players: t.players,
    seating: t.players,
    firstDealer: t.firstDealer,
    deals: [],
    totals: Object.fromEntries(t.players.map((p) => [p, 0])),
  }));
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
    corrections: 0,
  };
}

function onTable(
  doc: UltiSessionDocument,
  round: number,
  table: number,
  change: (t: UltiLedgerTable) => UltiLedgerTable,
): UltiSessionDocument {
  return { ...doc, tables: doc.tables.map((t) => (t.round === round && t.table === table ? change(t) : t)) };
}

/** A deal replaced by a ruling or a correction: the row takes the new settlement, the totals follow. */
function onDeal(
  doc: UltiSessionDocument,
  round: number,
  table: number,
  dealNo: number,
  change: (d: UltiLedgerDeal) => UltiLedgerDeal,
): UltiSessionDocument {
  return onTable(doc, round, table, (t) =>
    withTotals(
      t,
      t.deals.map((d) => (d.dealNo === dealNo ? change(d) : d)),
    ),
  );
}

function drawRound(doc: UltiSessionDocument, e: UltiRoundDrawn): UltiSessionDocument {
  const earlier = doc.rounds.find((r) => r.round === e.round);
  const entry = {
    round: e.round,
    method: e.method,
    status: 'drawn' as const,
    draws: (earlier?.draws ?? 0) + 1,
    reason: e.reason,
    repeatedPairs: e.repeatedPairs,
  };
  return {
    ...doc,
    round: e.round,
    rounds: [...doc.rounds.filter((r) => r.round !== e.round), entry],
    // A redraw replaces the round's tables (they have no deals yet).
    tables: [...doc.tables.filter((t) => t.round !== e.round), ...ledgerTables(e.round, e.tables)],
  };
}

function applyRuling(doc: UltiSessionDocument, e: UltiJuryRuling, recorded: RecordedEvent): UltiSessionDocument {
  const r = e.ruling;
  const { actor, occurredAt } = recorded.metadata;
  const common = { rulingId: e.rulingId, round: e.round, table: e.table, text: e.text, by: actor.id, at: occurredAt };
  const entry =
    r.kind === 'renonsz'
      ? {
          ...common,
          kind: r.kind,
          dealNo: r.dealNo,
          case: r.action.case,
          section: renonszCase(r.action.case as RenonszCase).source,
          player: r.action.offender,
          action: null,
        }
      : { ...common, kind: r.kind, dealNo: null, case: null, section: '§11', player: r.player, action: r.action };
  const next = {
    ...doc,
    rulings: [...doc.rulings, entry],
    checkedIn:
      r.kind === 'discipline' && r.action === 'exclusion' ? doc.checkedIn.filter((p) => p !== r.player) : doc.checkedIn,
  };
  if (r.kind !== 'renonsz' || e.record === null) return next;
  const settled = settledDeal(e.record, e.settlement);
  return onDeal(next, e.round, e.table, r.dealNo, (d) => ({ ...d, ...settled, rulings: [...d.rulings, e.rulingId] }));
}

export const ultiSessionProjection: DocumentProjection<UltiSessionDocument> = {
  name: ULTI_SESSION_PROJECTION,
  // 2: check-in, rounds and corrections; tables carry their round. 3: who ruled and when.
  version: 3,
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
            // Tables set at scheduling are round 1's.
            round: e.tables.length > 0 ? 1 : 0,
            rounds:
              e.tables.length > 0
                ? [{ round: 1, method: 'given', status: 'drawn', draws: 1, reason: null, repeatedPairs: 0 }]
                : [],
            tables: ledgerTables(1, e.tables),
          };
        case 'UltiPlayerCheckedIn':
          return { ...doc, checkedIn: [...doc.checkedIn, e.player] };
        case 'UltiPlayerWithdrawn':
          return { ...doc, checkedIn: doc.checkedIn.filter((p) => p !== e.player) };
        case 'UltiRoundDrawn':
          return drawRound(doc, e);
        case 'UltiRoundEnded':
          return {
            ...doc,
            rounds: doc.rounds.map((r) => (r.round === e.round ? { ...r, status: 'ended' as const } : r)),
          };
        case 'UltiSeatingCorrected':
          return onTable(doc, e.round, e.table, (t) => ({ ...t, seating: e.players }));
        case 'UltiDealRecorded':
          return onTable(doc, e.round, e.table, (t) => withTotals(t, [...t.deals, dealRow(e)]));
        case 'UltiDealCorrected': {
          const settled = settledDeal(e.record, e.settlement);
          const corrected = onDeal(doc, e.round, e.table, e.dealNo, (d) => ({
            ...d,
            ...settled,
            corrections: d.corrections + 1,
          }));
          const entry = { round: e.round, table: e.table, dealNo: e.dealNo, by: e.by, reason: e.reason };
          return { ...corrected, corrections: [...doc.corrections, entry] };
        }
        case 'UltiJuryRuling':
          return applyRuling(doc, e, recorded);
        case 'UltiSessionClosed':
          return { ...doc, status: 'closed' };
      }
    })();
    return { ...next, version: recorded.streamPosition };
  },
};
