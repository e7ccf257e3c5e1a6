// The units a penalty is assessed in (spec §10.7), in words. Keyed by the unit union.
import type { PenaltyUnit } from '@club/club';

export const PENALTY_UNIT_WORDS: Readonly<Record<PenaltyUnit, string>> = {
  MP: 'matchpoints',
  '%top': '% of a top',
  IMP: 'IMPs',
  VP: 'VPs',
  TotalPoints: 'total points',
};

/** Each unit's key in the catalogue (rulingsPenaltyUnits): '%' is no key's letter. */
const UNIT_KEYS = { MP: 'MP', '%top': 'pctTop', IMP: 'IMP', VP: 'VP', TotalPoints: 'TotalPoints' } as const;
export type PenaltyUnitKey = (typeof UNIT_KEYS)[PenaltyUnit];

/** A unit in any language (`words`: the catalogue's rulingsPenaltyUnits); an unknown one as it is. */
export function penaltyUnitIn(unit: string, words: (key: PenaltyUnitKey) => string): string {
  return Object.hasOwn(UNIT_KEYS, unit) ? words(UNIT_KEYS[unit as PenaltyUnit]) : unit;
}

export function penaltyUnitWords(unit: string): string {
  return Object.hasOwn(PENALTY_UNIT_WORDS, unit) ? PENALTY_UNIT_WORDS[unit as PenaltyUnit] : unit;
}
