// The score sheet (játszmalap) fixes the seating and who deals each hand (ulti.md §7, §13(1)#5–6).
// The deal passes one seat in the direction of play after every hand (§2(3)); a redeal is dealt
// again by the same dealer, or by the next one where the house rule `redealDealer` says so, and
// after a wrong dealer the sheet's player deals next.
import {
  activePlayers,
  isSheetRecord,
  nextDealer,
  rulingsOf,
  type HouseRuleSettings,
  type UltiRecord,
} from '@club/ulti';
import type { UltiTableState } from './ulti-session-state';

/** Who must deal the next hand at this table. */
export function expectedDealer(table: UltiTableState): string {
  return table.redealBy ?? table.sheetDealer;
}

/** The same players in the same circular order (a seating has no first seat). */
export function sameSeating(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length || a.length === 0) return false;
  const start = b.indexOf(a[0]!);
  return start >= 0 && a.every((p, i) => b[(start + i) % b.length] === p);
}

export function samePlayers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((p) => b.includes(p));
}

/** The jury's ruling on a seating error (deal-5, deal-6) in the record, if any. */
export function sheetRuling(record: UltiRecord, kind: 'deal-5' | 'deal-6') {
  return rulingsOf(record).find((r) => r.case === kind);
}

/** The score sheet after a deal: the rotation moves on unless the hand was redealt. */
export function afterDeal(
  table: UltiTableState,
  record: UltiRecord,
  redeal: boolean,
  settings: HouseRuleSettings,
): UltiTableState {
  const base = { ...table, nextDealNo: table.nextDealNo + 1, deals: { ...table.deals, [table.nextDealNo]: record } };
  const passed = { ...base, sheetDealer: nextDealer(table.seating, table.sheetDealer), redealBy: null };
  if (!redeal) return passed;
  // after a wrong dealer noticed in time, the sheet's dealer deals the new hand, or the same player again.
  const wrongDealerCaught = record.dealer !== expectedDealer(table) && sheetRuling(record, 'deal-5') !== undefined;
  // Any other redeal: the same dealer deals again, unless the house passes the deal on (redealDealer).
  if (!wrongDealerCaught && settings.redealDealer === 'nextDealer') return passed;
  return {
    ...base,
    redealBy: wrongDealerCaught && settings.wrongDealerRedeal === 'sameDealer' ? record.dealer : table.redealBy,
  };
}

/** The cards of each line of a deal (first bidder, second, third: ulti.md §2.2), sorted; a sheet has none. */
export function boardLines(record: UltiRecord): string[][] {
  if (isSheetRecord(record)) return [];
  return activePlayers(record.players, record.dealer).map((p) => [...(record.hands[p] ?? [])].sort());
}
