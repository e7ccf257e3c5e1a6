// Law 78C: each contestant is credited with the net total-point sum of the boards it played.
import type { BoardResult, SideScore } from '../adjusted/side-score';
import { isCompared, outcomesOf } from '../adjusted/side-score';

export interface TotalPointsLine {
  readonly pair: string;
  readonly total: number;
}

/** Net total points per pair, from each pair's own view. Artificial sides count 0 (average). */
export function totalPoints(boards: readonly (readonly BoardResult[])[]): TotalPointsLine[] {
  const totals = new Map<string, number>();
  const add = (pair: string, side: SideScore, sign: 1 | -1) => {
    const points = isCompared(side) ? outcomesOf(side).reduce((s, o) => s + o.weight * o.scoreNS, 0) : 0;
    totals.set(pair, (totals.get(pair) ?? 0) + sign * points);
  };
  for (const board of boards) {
    for (const r of board) {
      add(r.ns, r.nsSide, 1);
      add(r.ew, r.ewSide, -1);
    }
  }
  return [...totals].map(([pair, total]) => ({ pair, total }));
}
