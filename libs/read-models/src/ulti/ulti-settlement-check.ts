// Checks the settlements stored in Ulti session events against the engine as it is now: every
// recorded deal (and every deal a jury ruling or a correction re-settled) is replayed under its
// own rule set.
// A difference means the engine's reading changed since the deal was recorded.
import { eventOf, type RecordedEvent } from '@club/events';
import type { UltiSessionEvent, UltiSettlement } from '@club/club';
import { ultiSessionIdOf } from './ulti-event';
import { settleRecord } from './settle-record';

export interface UltiSettlementDifference {
  readonly position: number;
  readonly sessionId: string;
  readonly round: number;
  readonly table: number;
  readonly dealNo: number;
  readonly stored: UltiSettlement | null;
  /** The engine's settlement now, or its error. */
  readonly now: UltiSettlement | { readonly error: string };
}

const same = (a: UltiSettlement, b: UltiSettlement) =>
  a.outcome === b.outcome &&
  a.declarer === b.declarer &&
  a.contract === b.contract &&
  Object.keys({ ...a.deltas, ...b.deltas }).every((p) => (a.deltas[p] ?? 0) === (b.deltas[p] ?? 0));

/** The events that store a settlement. */
const SETTLED: readonly string[] = ['UltiDealRecorded', 'UltiDealCorrected', 'UltiJuryRuling'];

export function ultiSettlementDifferences(events: Iterable<RecordedEvent>): UltiSettlementDifference[] {
  const out: UltiSettlementDifference[] = [];
  for (const recorded of events) {
    if (!SETTLED.includes(recorded.type)) continue;
    const e = eventOf<UltiSessionEvent>(recorded);
    const found =
      e.type === 'UltiDealRecorded' || e.type === 'UltiDealCorrected'
        ? { round: e.round, table: e.table, record: e.record, stored: e.settlement, dealNo: e.dealNo }
        : e.type === 'UltiJuryRuling' && e.ruling.kind === 'renonsz' && e.record
          ? { round: e.round, table: e.table, record: e.record, stored: e.settlement, dealNo: e.ruling.dealNo }
          : null;
    if (!found) continue;
    let now: UltiSettlement | { error: string };
    try {
      now = settleRecord(found.record);
    } catch (error) {
      now = { error: (error as Error).message };
    }
    if (!found.stored || 'error' in now || !same(found.stored, now)) {
      out.push({
        position: recorded.position,
        sessionId: ultiSessionIdOf(recorded),
        round: found.round,
        table: found.table,
        dealNo: found.dealNo,
        stored: found.stored ?? null,
        now,
      });
    }
  }
  return out;
}
