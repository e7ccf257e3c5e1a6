// Law 12C2(c) (2007): a non-offending contestant whose session score exceeds 60 % (average plus),
// or an offending one whose session score is below 40 % (average minus), gets its percentage on the
// other boards of the session instead; in IMPs, its average per board. [1997] Law 88 has only the
// first half: a contestant awarded an artificial score through no fault of its own gets at least
// 60 % or its session percentage on the boards actually played, if higher.
import type { ArtificialGrade } from './side-score';

export type SessionPercentageRule = '2007' | '1997' | 'off';

export const DEFAULT_SESSION_PERCENTAGE_RULE: SessionPercentageRule = '2007';

/**
 * The award after the rule. `award` and `sessionScore` are in the same unit: a percentage of the
 * top for matchpoints, IMPs per board for IMP scoring. `sessionScore` is null when the contestant
 * has no other board to measure it by (the award stands).
 */
export function applySessionPercentageRule(
  grade: ArtificialGrade,
  award: number,
  sessionScore: number | null,
  rule: SessionPercentageRule = DEFAULT_SESSION_PERCENTAGE_RULE,
): number {
  if (rule === 'off' || sessionScore === null) return award;
  if (grade === 'A+') return Math.max(award, sessionScore);
  if (grade === 'A-' && rule === '2007') return Math.min(award, sessionScore);
  return award;
}
