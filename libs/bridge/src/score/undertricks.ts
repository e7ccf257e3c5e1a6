// Undertrick penalties, scored by the defenders (Law 77 "POKUTY ZA PÁDY"): undoubled a flat rate
// each; doubled the first, each subsequent, plus an extra for the 4th and later; redoubled twice doubled.
import type { Doubling } from '../contract/contract';
import { rate, type ScoreSchedule } from './score-schedule';

export function undertrickPenalty(
  down: number,
  doubling: Doubling,
  vulnerable: boolean,
  schedule: ScoreSchedule,
): number {
  if (down <= 0) return 0;
  if (doubling === '') return down * rate(schedule.undoubledUndertrick, vulnerable);
  const first = rate(schedule.doubledFirstUndertrick, vulnerable);
  const subsequent = rate(schedule.doubledSubsequentUndertrick, vulnerable);
  const extra = rate(schedule.doubledFourthOnExtra, vulnerable);
  const doubled = first + (down - 1) * subsequent + Math.max(0, down - 3) * extra;
  return doubling === 'XX' ? 2 * doubled : doubled;
}
