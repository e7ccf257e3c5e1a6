// A whole rubber from its deal results, folded through the decider: the pure entry point for
// scorers and tests. A rubber still in progress after the last deal is scored as abandoned
// (unfinished-rubber bonuses) unless `finish: false`.
import type { Side } from '../table/seat';
import type { RubberDealResult } from './deal-result';
import { decideRubber, evolveRubber } from './rubber-decider';
import type { RubberCommand } from './rubber-events';
import { rubberTotals, startRubber, type RubberState } from './rubber-state';
import { STANDARD_RUBBER, type RubberVariant } from './rubber-variant';

export interface RubberScore {
  readonly state: RubberState;
  readonly totals: Readonly<Record<Side, number>>;
  /** The side with the higher total (not necessarily the side that won two games); null if equal. */
  readonly winner: Side | null;
  readonly margin: number;
}

function apply(state: RubberState, command: RubberCommand): RubberState {
  let next = state;
  for (const event of decideRubber(command, state)) next = evolveRubber(next, event);
  return next;
}

export function scoreRubber(
  deals: readonly RubberDealResult[],
  variant: RubberVariant = STANDARD_RUBBER,
  options: { finish?: boolean } = {},
): RubberScore {
  let state = startRubber(variant);
  deals.forEach((result, i) => {
    try {
      state = apply(state, { type: 'RecordDealResult', result });
    } catch (error) {
      // Name the deal so a long list can be fixed; the inner message names the field.
      if (error instanceof Error) error.message = `deal ${i + 1}: ${error.message}`;
      throw error;
    }
  });
  if (state.status === 'in-progress' && (options.finish ?? true)) state = apply(state, { type: 'AbandonRubber' });
  const totals = rubberTotals(state);
  const winner = totals.NS === totals.EW ? null : totals.NS > totals.EW ? 'NS' : 'EW';
  return { state, totals, winner, margin: Math.abs(totals.NS - totals.EW) };
}
