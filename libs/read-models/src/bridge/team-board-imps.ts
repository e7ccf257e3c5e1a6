// A team's IMPs on a board of a two-room match, from its own two sides (Law 12C1(f): adjusted
// scores need not balance, so each team is scored on its sides): its pair's side where it sat
// North-South and its pair's side where it sat East-West, both as North-South scores.
// * Played or assigned scores: the 78B IMPs of the difference.
// * Weighted (12C1(c)): the IMPs of every pair of outcomes, weighted — the scored outcome is
//   weighted, as @club/scoring does for pairs.
// * Artificial (12C2(b)): the grade's IMPs (±3, 0); the mean when both rooms are artificial.
import { artificialImps, impsForDifference, isCompared, outcomesOf, type SideScore } from '@club/scoring';

export function teamBoardImpsOf(satNS: SideScore, satEW: SideScore): number {
  if (!isCompared(satNS) || !isCompared(satEW)) {
    const awards = [satNS, satEW].filter((s) => !isCompared(s)).map((s) => artificialImps(s));
    return awards.reduce((a, b) => a + b, 0) / awards.length;
  }
  let imps = 0;
  for (const a of outcomesOf(satNS))
    for (const b of outcomesOf(satEW)) imps += a.weight * b.weight * impsForDifference(a.scoreNS - b.scoreNS);
  return imps;
}
