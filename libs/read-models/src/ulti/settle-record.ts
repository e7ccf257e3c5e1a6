// A deal's line in the ledger: its settlement as @club/ulti gave it when the deal was recorded
// (stored in the event, under the rule set the record carries), and the lines of the deal.
// Settling again from the record is what ultiSettlementDifferences does to check the stored ones.
import { activePlayers, settleUltiRecord, type UltiRecord } from '@club/ulti';
import type { UltiSettlement } from '@club/club';
import type { UltiLedgerDeal } from './ulti-session-document';

export type SettledDeal = Pick<UltiLedgerDeal, 'lines' | 'outcome' | 'declarer' | 'contract' | 'deltas' | 'error'>;

/** Settles a record (full or score sheet) with the engine now. */
export function settleRecord(record: UltiRecord): UltiSettlement {
  const { outcome, declarer, contract, deltas } = settleUltiRecord(record);
  return { outcome, declarer, contract, deltas: { ...deltas } };
}

/** The ledger's view of a deal: the stored settlement, or (events without one) the engine's now. */
export function settledDeal(record: UltiRecord, stored: UltiSettlement | null | undefined): SettledDeal {
  const lines = [...activePlayers(record.players, record.dealer)];
  if (stored) return { lines, ...stored, deltas: { ...stored.deltas } };
  try {
    return { lines, ...settleRecord(record) };
  } catch (error) {
    return {
      lines,
      outcome: 'unsettled',
      declarer: null,
      contract: null,
      deltas: Object.fromEntries(record.players.map((p) => [p, 0])),
      error: (error as Error).message,
    };
  }
}
