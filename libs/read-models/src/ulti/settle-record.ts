// Settles one deal record with the rules engine, under the rule set the record carries.
import { activePlayers, replay, type DealRecord } from '@club/ulti';
import type { UltiLedgerDeal } from './ulti-session-document';

export type SettledDeal = Pick<UltiLedgerDeal, 'lines' | 'outcome' | 'declarer' | 'contract' | 'deltas' | 'error'>;

export function settleRecord(record: DealRecord): SettledDeal {
  const lines = [...activePlayers(record.players, record.dealer)];
  try {
    const { result } = replay(record);
    return { lines, outcome: result.outcome, declarer: result.declarer, contract: result.contract, deltas: { ...result.deltas } };
  } catch (error) {
    // Accepted records replay; this only happens if the engine changed. Show it, score nothing.
    return { lines, outcome: 'unsettled', declarer: null, contract: null, deltas: Object.fromEntries(record.players.map((p) => [p, 0])), error: (error as Error).message };
  }
}
