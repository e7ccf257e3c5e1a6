// The units a penalty is assessed in (spec §10.7), in words. Keyed by the unit union.
import type { PenaltyUnit } from '@club/club';

export const PENALTY_UNIT_WORDS: Readonly<Record<PenaltyUnit, string>> = {
  MP: 'matchpoints',
  '%top': '% of a top',
  IMP: 'IMPs',
  VP: 'VPs',
  TotalPoints: 'total points',
};

export function penaltyUnitWords(unit: string): string {
  return Object.hasOwn(PENALTY_UNIT_WORDS, unit) ? PENALTY_UNIT_WORDS[unit as PenaltyUnit] : unit;
}
