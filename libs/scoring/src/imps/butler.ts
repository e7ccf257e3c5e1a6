// Butler pairs scoring: each compared side is IMPed against the board's datum (78B table applied
// under 78D). Artificial sides get the IMP equivalent of their grade (12C2(b)); weighted sides get
// the weighted mix of the IMPs of their outcomes.
import { artificialImps, LAW_12C2_ARTIFICIAL_SCORES, type ArtificialScoreSettings } from '../adjusted/artificial-score';
import { isCompared, outcomesOf, tableScoreOf, type BoardResult, type SideScore } from '../adjusted/side-score';
import { butlerDatum, type DatumOptions } from './butler-datum';
import { impsForDifference } from './imp-scale';

export interface ButlerBoard {
  readonly datum: number | null;
  readonly ns: readonly number[];
  readonly ew: readonly number[];
}

export function butlerBoard(
  results: readonly BoardResult[],
  options: DatumOptions & { artificial?: ArtificialScoreSettings } = {},
): ButlerBoard {
  const artificial = options.artificial ?? LAW_12C2_ARTIFICIAL_SCORES;
  // Only table results enter the datum (a balanced score, or the explicit score beside a graded
  // side): an adjusted score is not a result of play.
  const scores: number[] = [];
  for (const r of results) {
    const score = tableScoreOf(r);
    if (score !== null) scores.push(score);
  }
  const datum = butlerDatum(scores, options);
  const imps = (side: SideScore, sign: 1 | -1): number => {
    if (!isCompared(side)) return artificialImps(side, artificial);
    if (datum === null) return 0;
    if (side.kind === 'score') return sign * impsForDifference(side.scoreNS - datum);
    let sum = 0;
    for (const o of outcomesOf(side)) sum += o.weight * sign * impsForDifference(o.scoreNS - datum);
    return sum;
  };
  const ns = new Array<number>(results.length);
  const ew = new Array<number>(results.length);
  for (let i = 0; i < results.length; i++) {
    ns[i] = imps(results[i]!.nsSide, 1);
    ew[i] = imps(results[i]!.ewSide, -1);
  }
  return { datum, ns, ew };
}
