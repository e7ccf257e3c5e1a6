// The result of a deal from its final state: played out, claimed, or thrown in.
import { contractOf } from '../game/contract';
import { defendersOf, type DealState } from '../game/state';
import { factsOfPlay, type Facts } from '../outcome/facts';
import { bidLines } from './failed-bid';
import { deltasOf, type DealResult } from './result';
import { settle } from './settle';

/** `facts` default to those of the tricks played; a score sheet gives its own (sheet/sheet-facts.ts). */
export function settleDeal(state: DealState, facts?: Facts): DealResult {
  if (state.phase !== 'over' || state.declarer === null || state.bid === null || state.end === null) {
    throw new RangeError(
      `the deal is not finished (phase ${state.phase}${state.phase === 'play' ? `, ${state.tricks.length} tricks played` : ''})`,
    );
  }
  const settings = state.ruleSet.settings;
  const contract = contractOf(state.bid, settings);
  const defenders = defendersOf(state);
  const { declarer } = state;
  let lines;
  if (state.end.kind === 'conceded') {
    const before = state.end.beforeFirstCard;
    lines = bidLines({
      contract,
      payees: defenders,
      multipliers: state.multipliers,
      rule: before || settings.agreedConcession === 'kontrad' ? 'kontrad' : 'said',
      surcharge: before ? settings.penaltyAddsUltiSurcharge : true,
    });
  } else {
    lines = settle({
      contract,
      trump: state.trump,
      declarer,
      defenders,
      multipliers: state.multipliers,
      facts: facts ?? factsOfPlay(state),
      settings,
    });
  }
  return {
    declarer,
    contract: state.bid,
    outcome: state.end.kind === 'conceded' ? 'conceded' : state.end.kind,
    components: lines,
    deltas: deltasOf(state.seats, declarer, lines),
  };
}
