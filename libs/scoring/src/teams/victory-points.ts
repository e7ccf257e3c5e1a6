// The WBF continuous 20-point Victory Point scale (2013). For an IMP margin M in a match of N boards,
//   X = 15·√N,  τ = (√5 − 1)/2,
//   VP(winner) = 10 + 10 · (1 − τ^(3M/X)) / (1 − τ³), at most 20,
// rounded to two decimals; the loser gets 20 minus the winner's rounded VPs, so each match shares
// exactly 20. A VP scale is a condition of contest (Law 78D), not a Law.

const TAU = (Math.sqrt(5) - 1) / 2;

export interface VictoryPoints {
  readonly home: number;
  readonly away: number;
}

export function wbfVictoryPoints(impsHome: number, impsAway: number, boards: number): VictoryPoints {
  if (!Number.isInteger(boards) || boards < 1)
    throw new RangeError(`victory points: boards per match ${boards} is not a positive whole number`);
  if (!Number.isFinite(impsHome) || !Number.isFinite(impsAway))
    throw new RangeError(`victory points: IMPs ${impsHome}–${impsAway} are not numbers`);
  const margin = Math.abs(impsHome - impsAway);
  const winner = roundTo2(winnerVictoryPoints(margin, boards));
  const loser = roundTo2(20 - winner);
  return impsHome >= impsAway ? { home: winner, away: loser } : { home: loser, away: winner };
}

/** Unrounded VPs of the side ahead by `margin` IMPs. */
export function winnerVictoryPoints(margin: number, boards: number): number {
  const blitz = 15 * Math.sqrt(boards);
  if (margin >= blitz) return 20;
  return 10 + (10 * (1 - TAU ** ((3 * margin) / blitz))) / (1 - TAU ** 3);
}

function roundTo2(value: number): number {
  // The tiny offset keeps values like x.xx5 from being rounded down by binary representation.
  return Math.round((value + Math.sign(value) * 1e-9) * 100) / 100;
}
