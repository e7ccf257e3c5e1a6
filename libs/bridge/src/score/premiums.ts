// Premiums for a made contract that both duplicate and rubber bridge award: overtricks, slams and
// the bonus for making a doubled or redoubled contract. (Game and part-score premiums are
// duplicate-only; rubber bridge has the rubber bonus instead.)
import type { Contract } from '../contract/contract';
import { rate, type ScoreSchedule } from './score-schedule';
import { oddTrickValue } from './trick-score';

export function overtrickPremium(
  contract: Contract,
  vulnerable: boolean,
  overtricks: number,
  schedule: ScoreSchedule,
): number {
  if (contract.doubling === '') return overtricks * oddTrickValue(contract.strain);
  const each = rate(schedule.doubledOvertrick, vulnerable) * (contract.doubling === 'XX' ? 2 : 1);
  return overtricks * each;
}

/** Slam premiums are for a slam bid and made (6 or 7 level), never for overtricks. */
export function slamPremium(contract: Contract, vulnerable: boolean, schedule: ScoreSchedule): number {
  if (contract.level === 6) return rate(schedule.smallSlam, vulnerable);
  if (contract.level === 7) return rate(schedule.grandSlam, vulnerable);
  return 0;
}

/** The "insult": for making a doubled or redoubled contract; not multiplied by the doubling. */
export function madeDoubledPremium(contract: Contract, schedule: ScoreSchedule): number {
  if (contract.doubling === 'X') return schedule.madeDoubled;
  if (contract.doubling === 'XX') return schedule.madeRedoubled;
  return 0;
}
