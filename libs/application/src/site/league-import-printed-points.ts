// A traveller line of points alone (an adjusted score a file writes with neither a contract nor a
// score: how USEBIO 1.2 carries a weighted score, Law 12C1c, libs/interchange README) recorded as the
// artificial percentages that give each side the points the file prints. Matchpoints: each side's
// share of the board's top. IMPs: the percentage whose IMPs, at the session's value of an artificial
// score (in cross-IMPs, for each comparison the side would have made, under the session's form), are
// the printed ones. A percentage is 0 to 100: IMPs beyond what one can give are recorded at the bound.
import {
  artificialPercentageForImps,
  crossArtificialFactor,
  type ArtificialScoreSettings,
  type CrossImpForm,
} from '@club/scoring';

export interface PrintedPointsScoring {
  /** The session's method (`MP`, `MP-NA`, `IMP-BUTLER`, `IMP-CROSS`). */
  readonly method: string;
  readonly conventions?: { readonly cross?: CrossImpForm; readonly artificial?: ArtificialScoreSettings };
  /** The results on the board in the field the line is compared in. */
  readonly tables: number;
}

export interface PrintedPointsAdjustment {
  /** Each side's artificial percentage. */
  readonly ns: number;
  readonly ew: number;
  /** The points as the file prints them, for the ruling's words. */
  readonly printed: string;
  /** True when a side's printed IMPs are beyond what a percentage can give: recorded at 0 or 100 %. */
  readonly beyond: boolean;
}

/** Null when no percentage gives the points (a matchpoint board without a top, a cross-IMP board of one table). */
export function printedPointsAdjustment(
  points: { readonly ns: number; readonly ew: number },
  scoring: PrintedPointsScoring,
): PrintedPointsAdjustment | null {
  if (scoring.method === 'MP' || scoring.method === 'MP-NA') {
    const top = points.ns + points.ew;
    if (top <= 0) return null;
    return {
      ns: (100 * points.ns) / top,
      ew: (100 * points.ew) / top,
      printed: `NS ${points.ns}, EW ${points.ew} of ${top}`,
      beyond: false,
    };
  }
  const factor =
    scoring.method === 'IMP-CROSS' ? crossArtificialFactor(scoring.conventions?.cross ?? 'sum', scoring.tables) : 1;
  if (factor <= 0) return null;
  const percentage = (imps: number) => artificialPercentageForImps(imps / factor, scoring.conventions?.artificial);
  const [ns, ew] = [percentage(points.ns), percentage(points.ew)];
  const bounded = (p: number) => Math.min(100, Math.max(0, p));
  return {
    ns: bounded(ns),
    ew: bounded(ew),
    printed: `NS ${points.ns}, EW ${points.ew} IMPs`,
    beyond: bounded(ns) !== ns || bounded(ew) !== ew,
  };
}
