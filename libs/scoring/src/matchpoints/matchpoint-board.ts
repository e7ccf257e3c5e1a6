// Law 78A on one board. Each side is compared within its own field (North-South with the other
// North-South sides, East-West with the East-West sides), which is what lets non-balancing adjusted
// scores (12C1(f)) work: for a balanced board the two fields are the same and MP_EW = top − MP_NS.
// Artificial sides are not compared; they get their percentage of the top, and the others are
// compared among themselves and, by default, factored back up to the full board with Neuberg.
import {
  artificialPercentage,
  LAW_12C2_ARTIFICIAL_SCORES,
  type ArtificialScoreSettings,
} from '../adjusted/artificial-score';
import { comparisonOutcomes, isCompared, type BoardResult, type SideScore } from '../adjusted/side-score';
import { neuberg } from './neuberg';
import { fitsPacking, packScore, unitsBySort, unitsFromKeys } from './units-by-sort';

export type Factoring = 'neuberg' | 'none';

export interface MatchpointOptions {
  /**
   * How many results a full board has. Default: the number of table results on this board (so only
   * artificial scores reduce the compared count). Give the session's largest count to factor boards
   * with missing results too.
   */
  readonly fullCount?: number;
  /** `neuberg` (default) scales a short field up to `fullCount`; `none` leaves the short top. */
  readonly factoring?: Factoring;
  readonly artificial?: ArtificialScoreSettings;
}

export interface BoardMatchpoints {
  /** Units (2 per score beaten, 1 per tie) for each result, in input order, after factoring. */
  readonly ns: readonly number[];
  readonly ew: readonly number[];
  /** Units among the results actually compared, before factoring; null for an artificial side. */
  readonly nsUnfactored: readonly (number | null)[];
  readonly ewUnfactored: readonly (number | null)[];
  /** The count the board is scored over and its top in units, 2(count − 1). */
  readonly count: number;
  readonly topUnits: number;
}

export function matchpointBoard(results: readonly BoardResult[], options: MatchpointOptions = {}): BoardMatchpoints {
  const n = results.length;
  const count = options.fullCount ?? n;
  if (count < n) throw new RangeError(`matchpoints: full count ${count} is less than the ${n} results on the board`);
  const factoring = options.factoring ?? 'neuberg';
  const artificial = options.artificial ?? LAW_12C2_ARTIFICIAL_SCORES;
  const scoredCount = factoring === 'neuberg' ? count : n;
  const topUnits = 2 * (scoredCount - 1);

  // Fast path: every table a balanced plain score, so both fields are the same and EW = top − NS.
  const keys = new Int32Array(n);
  let plain = true;
  for (let i = 0; i < n; i++) {
    const { nsSide, ewSide } = results[i]!;
    if (
      nsSide.kind !== 'score' ||
      ewSide.kind !== 'score' ||
      nsSide.scoreNS !== ewSide.scoreNS ||
      !fitsPacking(nsSide.scoreNS, n)
    ) {
      plain = false;
      break;
    }
    keys[i] = packScore(nsSide.scoreNS, i);
  }
  if (plain) {
    const ns = unitsFromKeys(keys);
    const ew = new Array<number>(n);
    const rawTop = 2 * (n - 1);
    for (let i = 0; i < n; i++) ew[i] = rawTop - ns[i]!;
    if (factoring === 'none' || n === count)
      return { ns, ew, nsUnfactored: ns, ewUnfactored: ew, count: scoredCount, topUnits };
    return {
      ns: ns.map((u) => neuberg(u, n, count)),
      ew: ew.map((u) => neuberg(u, n, count)),
      nsUnfactored: ns,
      ewUnfactored: ew,
      count: scoredCount,
      topUnits,
    };
  }

  const nsSides = results.map((r) => r.nsSide);
  const ewSides = results.map((r) => r.ewSide);
  const nsRaw = compareField(nsSides, 1);
  const ewRaw = compareField(ewSides, -1);
  const finish = (raw: readonly (number | null)[], sides: readonly SideScore[], present: number) =>
    raw.map((units, i) =>
      units === null
        ? (artificialPercentage(sides[i]!, artificial) / 100) * topUnits
        : factoring === 'neuberg'
          ? neuberg(units, present, count)
          : units,
    );
  return {
    ns: finish(nsRaw, nsSides, comparedCount(nsSides)),
    ew: finish(ewRaw, ewSides, comparedCount(ewSides)),
    nsUnfactored: nsRaw,
    ewUnfactored: ewRaw,
    count: scoredCount,
    topUnits,
  };
}

/** Results the field's compared sides were compared among (a graded side's table result counts). */
function comparedCount(sides: readonly SideScore[]): number {
  let n = 0;
  for (const s of sides) if (comparisonOutcomes(s) !== null) n++;
  return n;
}

/**
 * Units of each compared side against the other compared sides of the same field; `direction` is
 * +1 when a higher North-South score is better (North-South field), −1 for East-West.
 */
function compareField(sides: readonly SideScore[], direction: 1 | -1): (number | null)[] {
  if (sides.every((s) => s.kind === 'score')) {
    const units = unitsBySort(
      sides.map((s) => (s as { scoreNS: number }).scoreNS),
      direction,
    );
    if (units) return units;
    return comparePlain(sides.map((s) => direction * (s as { scoreNS: number }).scoreNS));
  }
  const outcomes = sides.map(comparisonOutcomes);
  return outcomes.map((mine, i) => {
    // A graded side is compared with, but gets its grade, not matchpoints.
    if (!mine || !isCompared(sides[i]!)) return null;
    let units = 0;
    outcomes.forEach((theirs, j) => {
      if (j === i || !theirs) return;
      for (const a of mine)
        for (const b of theirs) units += a.weight * b.weight * unitsFor(direction * a.scoreNS, direction * b.scoreNS);
    });
    return units;
  });
}

function unitsFor(mine: number, theirs: number): number {
  return mine > theirs ? 2 : mine === theirs ? 1 : 0;
}

/** Sort-based count for the usual board where every side is a plain score: O(n log n). */
function comparePlain(scores: readonly number[]): number[] {
  const sorted = Float64Array.from(scores).sort();
  return scores.map((score) => {
    const below = lowerBound(sorted, score);
    const equalOrBelow = upperBound(sorted, score);
    return 2 * below + (equalOrBelow - below - 1);
  });
}

function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function upperBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
