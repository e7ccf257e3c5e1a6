// A recorded deal corrected (a slip on the score sheet found later): a new event with who and why,
// never a rewrite. The corrected record must replay under the session's rule set with the same
// players and dealer and the same redeal or not, so every later row of the sheet stays valid.
import { refuse } from '../../shared/refuse';
import type { CorrectUltiDeal } from './ulti-session-commands';
import { ultiEvent as event, type UltiSessionEvent } from './ulti-session-events';
import type { UltiSessionState } from './ulti-session-state';
import { openSession, openTable, roundOf, ruleSetDifference, settleOrRefuse } from './ulti-session-checks';

export function correctDeal(c: CorrectUltiDeal, state: UltiSessionState): UltiSessionEvent[] {
  openSession(state);
  const round = roundOf(state, c.round);
  const t = openTable(state, round, c.table);
  const where = `correction of round ${round}, table ${c.table}, deal ${c.dealNo}`;
  const before = t.deals[c.dealNo];
  if (!before) return refuse('unknown-deal', `${where}: no such deal is recorded`, { dealNo: c.dealNo });
  const r = c.record;
  if (r.players.join() !== before.players.join())
    refuse(
      'correction-changes-rotation',
      `${where}: the players sit ${before.players.join(', ')} in the recorded deal`,
      {
        field: 'record.players',
      },
    );
  if (r.dealer !== before.dealer)
    refuse('correction-changes-rotation', `${where}: ${before.dealer} dealt the recorded deal`, {
      field: 'record.dealer',
    });
  const difference = ruleSetDifference(state.ruleSet!, r.ruleSet);
  if (difference)
    refuse('rule-set-mismatch', `${where}: the record's rule set differs from the session's: ${difference}`);
  if (JSON.stringify(r) === JSON.stringify(before))
    refuse('no-change', `${where}: the record is the one already recorded`, { dealNo: c.dealNo });
  const settlement = settleOrRefuse(r, where);
  const wasRedeal = settleOrRefuse(before, where).outcome === 'redeal';
  if (wasRedeal !== (settlement.outcome === 'redeal'))
    refuse(
      'correction-changes-rotation',
      `${where}: the recorded deal ${wasRedeal ? 'was' : 'was not'} redealt; a correction cannot change that (the next dealer follows from it)`,
      { field: 'record.actions' },
    );
  return [
    event('UltiDealCorrected', {
      round,
      table: c.table,
      dealNo: c.dealNo,
      record: r,
      settlement,
      by: c.by.trim(),
      reason: c.reason.trim(),
    }),
  ];
}
