// Law 77 for one contract, from the declaring side's view, inputs already checked: made, it is
// trick score + overtricks + game or part-score premium + slam + the bonus for making it doubled;
// defeated, it is minus the undertrick penalty.
import type { Contract } from '../contract/contract';
import type { ScoreSchedule } from './score-schedule';
import { trickScore, tricksNeeded } from './trick-score';
import { madeDoubledPremium, overtrickPremium, slamPremium } from './premiums';
import { gameOrPartScorePremium } from './game-premium';
import { undertrickPenalty } from './undertricks';

export function computeDeclarerScore(
  contract: Contract,
  vulnerable: boolean,
  tricks: number,
  schedule: ScoreSchedule,
): number {
  const needed = tricksNeeded(contract);
  if (tricks < needed) return -undertrickPenalty(needed - tricks, contract.doubling, vulnerable, schedule);
  const below = trickScore(contract);
  return (
    below +
    overtrickPremium(contract, vulnerable, tricks - needed, schedule) +
    gameOrPartScorePremium(below, vulnerable) +
    slamPremium(contract, vulnerable, schedule) +
    madeDoubledPremium(contract, schedule)
  );
}
