// Cross-IMPs: every compared side is IMPed against every other table's score in its field and the
// IMPs are added (`Cross`), averaged per comparison (`Cross2`) or per score on the board (`Cross1`).
// An artificial side gets the IMP equivalent of its grade for each comparison it would have made
// (one per other table on the board), under the chosen form.
import { artificialImps, LAW_12C2_ARTIFICIAL_SCORES, type ArtificialScoreSettings } from '../adjusted/artificial-score';
import { comparisonOutcomes, isCompared, type BoardResult, type SideScore } from '../adjusted/side-score';
import { impsForDifference } from './imp-scale';

/** `sum`: PBN `Cross`; `per-comparison`: `Cross2`; `per-score`: `Cross1`. */
export type CrossImpForm = 'sum' | 'per-comparison' | 'per-score';

export interface CrossImpBoard {
  readonly ns: readonly number[];
  readonly ew: readonly number[];
  /** Comparisons each compared side made (results in its field − 1). */
  readonly comparisons: number;
}

export function crossImpBoard(
  results: readonly BoardResult[],
  options: { form?: CrossImpForm; artificial?: ArtificialScoreSettings } = {},
): CrossImpBoard {
  const form = options.form ?? 'sum';
  const artificial = options.artificial ?? LAW_12C2_ARTIFICIAL_SCORES;
  const nsSides = results.map((r) => r.nsSide);
  const ewSides = results.map((r) => r.ewSide);
  const nsRaw = crossField(nsSides, 1);
  // A balanced board (every side the same plain score both ways): East-West's IMPs are the negation.
  const balanced = results.every(
    (r) => r.nsSide.kind === 'score' && r.ewSide.kind === 'score' && r.nsSide.scoreNS === r.ewSide.scoreNS,
  );
  const ewRaw = balanced ? nsRaw.map((imps) => -imps! + 0) : crossField(ewSides, -1);
  const finish = (raw: readonly (number | null)[], sides: readonly SideScore[]) => {
    const comparisons = Math.max(0, sides.filter(hasComparison).length - 1);
    const divisor = form === 'sum' ? 1 : form === 'per-comparison' ? Math.max(1, comparisons) : comparisons + 1;
    const artificialFactor = crossArtificialFactor(form, results.length);
    return raw.map((imps, i) =>
      imps === null ? artificialImps(sides[i]!, artificial) * artificialFactor : imps / divisor,
    );
  };
  return {
    ns: finish(nsRaw, nsSides),
    ew: finish(ewRaw, ewSides),
    comparisons: Math.max(0, nsSides.filter(hasComparison).length - 1),
  };
}

/**
 * What an artificial side's IMPs are multiplied by on a board of `tables` results: one comparison's
 * worth for each other table, summed (`sum`), averaged per comparison or per score.
 */
export function crossArtificialFactor(form: CrossImpForm, tables: number): number {
  return form === 'sum' ? tables - 1 : form === 'per-comparison' ? 1 : (tables - 1) / tables;
}

/** A side the field's others were compared with (a graded side's table result counts). */
const hasComparison = (side: SideScore) => comparisonOutcomes(side) !== null;

function crossField(sides: readonly SideScore[], sign: 1 | -1): (number | null)[] {
  if (sides.every((s) => s.kind === 'score'))
    return crossPlain(
      sides.map((s) => (s as { scoreNS: number }).scoreNS),
      sign,
    );
  const outcomes = sides.map(comparisonOutcomes);
  return outcomes.map((mine, i) => {
    // A graded side is compared with, but gets its grade's IMPs.
    if (!mine || !isCompared(sides[i]!)) return null;
    let sum = 0;
    outcomes.forEach((theirs, j) => {
      if (j === i || !theirs) return;
      for (const a of mine)
        for (const b of theirs) sum += a.weight * b.weight * impsForDifference(a.scoreNS - b.scoreNS);
    });
    return sign * sum;
  });
}

/**
 * Plain scores: a board of n tables has far fewer distinct scores than tables, so each distinct
 * score is IMPed once against each distinct score (times how often it occurs), then shared out.
 * Whole-ten differences (every real score) read a signed table instead of the 78B search.
 */
function crossPlain(scores: readonly number[], sign: 1 | -1): number[] {
  const distinct = new Map<number, number>();
  for (const s of scores) distinct.set(s, (distinct.get(s) ?? 0) + 1);
  const values = [...distinct.keys()];
  const counts = values.map((v) => distinct.get(v)!);
  const tens = values.every((v) => Number.isInteger(v) && v % 10 === 0);
  const totals = new Map<number, number>();
  for (let a = 0; a < values.length; a++) {
    let sum = 0;
    const mine = values[a]!;
    for (let b = 0; b < values.length; b++) {
      if (b === a) continue;
      const difference = mine - values[b]!;
      sum +=
        counts[b]! *
        (tens ? SIGNED_BY_TENS[Math.max(-400, Math.min(400, difference / 10)) + 400]! : impsForDifference(difference));
    }
    totals.set(mine, sign * sum);
  }
  return scores.map((s) => totals.get(s)! + 0);
}

/** IMPs for differences −4000…+4000 in steps of ten (index = difference / 10 + 400). */
const SIGNED_BY_TENS: Int8Array = (() => {
  const table = new Int8Array(801);
  for (let i = 0; i <= 800; i++) table[i] = impsForDifference((i - 400) * 10);
  return table;
})();
