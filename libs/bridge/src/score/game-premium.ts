// Duplicate's premium for the contract's status (Law 77): game 300/500, part-score 50. A game is
// judged on the trick score alone (bid tricks, after doubling), never on overtricks.
import { GAME_TRICK_SCORE } from './trick-score';

export const GAME_PREMIUM = { notVulnerable: 300, vulnerable: 500 } as const;
export const PART_SCORE_PREMIUM = 50;

export function gameOrPartScorePremium(trickScore: number, vulnerable: boolean): number {
  if (trickScore < GAME_TRICK_SCORE) return PART_SCORE_PREMIUM;
  return vulnerable ? GAME_PREMIUM.vulnerable : GAME_PREMIUM.notVulnerable;
}
