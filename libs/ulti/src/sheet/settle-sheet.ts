// Settles a score sheet with the same settlement as a full record: the sheet's facts (a played
// deal), the concession rules, or the jury's payment, on a deal state built from the sheet.
import { RuleError } from '../game/rule-error';
import { initialState, type DealState } from '../game/state';
import { redealResult } from '../record/replay';
import { renonszCase } from '../renonsz/cases';
import { rulingPayment } from '../renonsz/ruling';
import type { DealResult } from '../settlement/result';
import { settleDeal } from '../settlement/settle-deal';
import { checkSheet, type CheckedSheet, type SheetContext } from './check-sheet';
import { SheetError } from './sheet-error';
import { factsOfSheet } from './sheet-facts';
import type { SheetRecord } from './sheet-record';

export function settleSheet(sheet: SheetRecord, context: SheetContext = {}): DealResult {
  const checked = checkSheet(sheet, context);
  const { outcome } = sheet;
  const state = stateOfSheet(checked);
  switch (outcome.kind) {
    case 'played':
      // A claim's side only matters for the facts of the cards; the sheet gives its own facts.
      return settleDeal(
        { ...state, end: outcome.claimed ? { kind: 'claimed', side: 'declarer' } : { kind: 'played' } },
        factsOfSheet(checked),
      );
    case 'conceded':
      return settleDeal({ ...state, end: { kind: 'conceded', beforeFirstCard: outcome.when === 'before-first-card' } });
    case 'renonsz': {
      const { kind: _, ...ruling } = outcome;
      const effect = renonszCase(ruling.case).effect;
      if (effect === 'redeal' || effect === 'stands') return redealResult(state, ruling);
      try {
        return rulingPayment(ruling, state, sheet.bid ?? null);
      } catch (e) {
        if (e instanceof RuleError)
          throw new SheetError('ruling-refused', e.message, { field: 'outcome', rule: e.code, ...e.params });
        throw e;
      }
    }
  }
}

/** The deal as it stood when the sheet's outcome happened: bid, declarer, trump and doublings. */
function stateOfSheet(c: CheckedSheet): DealState {
  const { sheet } = c;
  const base = initialState(sheet.ruleSet, sheet.players, sheet.dealer, {});
  const holder = c.declarer !== null && sheet.bid !== undefined ? { player: c.declarer, bid: sheet.bid } : null;
  return {
    ...base,
    phase: 'over',
    declarer: c.declarer,
    bid: sheet.bid ?? null,
    highest: holder,
    trump: c.trump,
    multipliers: { ...base.multipliers, ...c.multipliers },
  };
}
