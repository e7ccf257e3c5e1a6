// Trick score (Law 77, "below the line" in rubber bridge): only the odd tricks bid count, and a
// double or redouble multiplies it by 2 or 4.
import type { Contract, Doubling, Strain } from '../contract/contract';

/** Value of one odd trick, undoubled; no-trump's first trick is worth 10 more. */
export function oddTrickValue(strain: Strain): number {
  return strain === 'C' || strain === 'D' ? 20 : 30;
}

export function doublingFactor(doubling: Doubling): 1 | 2 | 4 {
  return doubling === '' ? 1 : doubling === 'X' ? 2 : 4;
}

export function trickScore(contract: Contract): number {
  const noTrumpFirstTrick = contract.strain === 'NT' ? 10 : 0;
  return (oddTrickValue(contract.strain) * contract.level + noTrumpFirstTrick) * doublingFactor(contract.doubling);
}

/** A trick score of 100 or more on one deal is a game (Law 77; rubber: one deal gives at most one game). */
export const GAME_TRICK_SCORE = 100;

/** Tricks declarer's side must take: book (6) plus the level. */
export function tricksNeeded(contract: Contract): number {
  return contract.level + 6;
}
