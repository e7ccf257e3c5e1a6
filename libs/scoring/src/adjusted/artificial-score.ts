// Law 12C2: artificial adjusted scores. In pairs: average minus at most 40 %, average 50 %, average
// plus at least 60 % of the matchpoints available; in IMPs: −3, 0, +3 (12C2(b), changeable by the TO
// with the RA's approval under L86A). The numbers are settings with the Law's values as defaults.
import type { ArtificialGrade, SideScore } from './side-score';

export interface ArtificialScoreSettings {
  readonly averagePlusPercentage: number;
  readonly averagePercentage: number;
  readonly averageMinusPercentage: number;
  readonly averagePlusImps: number;
  readonly averageImps: number;
  readonly averageMinusImps: number;
}

export const LAW_12C2_ARTIFICIAL_SCORES: ArtificialScoreSettings = {
  averagePlusPercentage: 60,
  averagePercentage: 50,
  averageMinusPercentage: 40,
  averagePlusImps: 3,
  averageImps: 0,
  averageMinusImps: -3,
};

export function gradePercentage(
  grade: ArtificialGrade,
  settings: ArtificialScoreSettings = LAW_12C2_ARTIFICIAL_SCORES,
): number {
  if (grade === 'A+') return settings.averagePlusPercentage;
  return grade === 'A' ? settings.averagePercentage : settings.averageMinusPercentage;
}

export function gradeImps(
  grade: ArtificialGrade,
  settings: ArtificialScoreSettings = LAW_12C2_ARTIFICIAL_SCORES,
): number {
  if (grade === 'A+') return settings.averagePlusImps;
  return grade === 'A' ? settings.averageImps : settings.averageMinusImps;
}

/** The grade an artificial side stands for: an explicit 60/50/40 % reads as A+/A/A−, other percentages as none. */
export function gradeOf(
  side: SideScore,
  settings: ArtificialScoreSettings = LAW_12C2_ARTIFICIAL_SCORES,
): ArtificialGrade | null {
  if (side.kind === 'artificial') return side.grade;
  if (side.kind !== 'artificial-percentage') return null;
  if (side.percentage === settings.averagePlusPercentage) return 'A+';
  if (side.percentage === settings.averagePercentage) return 'A';
  if (side.percentage === settings.averageMinusPercentage) return 'A-';
  return null;
}

/** Percentage of the top an artificial side receives before any session-percentage rule. */
export function artificialPercentage(
  side: SideScore,
  settings: ArtificialScoreSettings = LAW_12C2_ARTIFICIAL_SCORES,
): number {
  if (side.kind === 'artificial') return gradePercentage(side.grade, settings);
  if (side.kind === 'artificial-percentage') return side.percentage;
  throw new RangeError(`side scored '${side.kind}' is not artificial`);
}

/** IMPs an artificial side receives. An explicit percentage maps linearly: 50 % → 0, each 10 % → the A+ step. */
export function artificialImps(
  side: SideScore,
  settings: ArtificialScoreSettings = LAW_12C2_ARTIFICIAL_SCORES,
): number {
  const grade = gradeOf(side, settings);
  if (grade) return gradeImps(grade, settings);
  const percentage = artificialPercentage(side, settings);
  return (
    ((percentage - settings.averagePercentage) / (settings.averagePlusPercentage - settings.averagePercentage)) *
    settings.averagePlusImps
  );
}

/**
 * The percentage whose IMPs (`artificialImps`) are `imps`: the inverse of the linear map, so an
 * adjusted score known only by its IMPs (a file's line of points alone) can be recorded as an
 * artificial percentage. Not bounded: a caller checks it is a percentage (0 to 100).
 */
export function artificialPercentageForImps(
  imps: number,
  settings: ArtificialScoreSettings = LAW_12C2_ARTIFICIAL_SCORES,
): number {
  const step = settings.averagePlusPercentage - settings.averagePercentage;
  return settings.averagePercentage + (imps / settings.averagePlusImps) * step;
}
