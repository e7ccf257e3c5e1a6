// Law 12C1(c) (2007) weighted scores. The Laws give no arithmetic; this library weights the SCORED
// outcome: each outcome is matchpointed (or IMPed) against the field on its own and the side gets
// the weighted sum, while every other table is compared with each outcome in proportion to its
// weight. This is the usual practice (weighting total points instead would reward a mix no table
// could have scored) and it keeps the board's matchpoints summing to the top. The weights are kept
// exactly as given so that the ruling can be replayed.
import { assertScore, type SideScore, type WeightedOutcome } from './side-score';

/** Weighted score (12C1(c)); weights must be positive and sum to 1. */
export function weightedSide(outcomes: readonly WeightedOutcome[]): SideScore {
  if (outcomes.length === 0) throw new RangeError('weighted score: no outcomes');
  let sum = 0;
  for (const o of outcomes) {
    if (!(o.weight > 0)) throw new RangeError(`weighted score: weight ${o.weight} is not positive`);
    assertScore(o.scoreNS, 'weighted score outcome');
    sum += o.weight;
  }
  if (Math.abs(sum - 1) > 1e-9) throw new RangeError(`weighted score: weights sum to ${sum}, not 1`);
  return { kind: 'weighted', outcomes };
}
