// The units a procedural penalty may be assessed in, by the session's scoring (Law 90, 12C2):
// matchpoints or percent of a top in a pairs matchpoint game, IMPs in an IMP game, IMPs or VPs in
// a teams match scored in VPs.
import { PENALTY_UNITS } from '@club/club';

export type PenaltyUnit = (typeof PENALTY_UNITS)[number];

const BY_SCORING: Record<string, readonly PenaltyUnit[]> = {
  MP: ['MP', '%top'],
  'MP-NA': ['MP', '%top'],
  'IMP-BUTLER': ['IMP'],
  'IMP-CROSS': ['IMP'],
  'TEAMS-IMP-VP': ['IMP', 'VP'],
};

export const penaltyUnitsOf = (scoring: string): readonly PenaltyUnit[] => BY_SCORING[scoring] ?? PENALTY_UNITS;
