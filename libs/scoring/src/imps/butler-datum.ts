// The Butler datum: the score each table result is IMPed against. Law 78D leaves the method to the
// conditions of contest, so every variant is a setting: the mean, the mean after dropping the
// highest and lowest results (PBN `Butler-2` drops the two extremes: one top, one bottom), or the
// median; optionally rounded to the nearest ten, as most club programs print it.

export type DatumAverage = 'mean' | 'median';

export interface DatumOptions {
  readonly average?: DatumAverage;
  /** Results dropped at EACH end before averaging (PBN `Butler-2` = 1). Default 0. */
  readonly dropEachEnd?: number;
  /** Round the datum to the nearest 10 (halves away from zero). Default false. */
  readonly roundToTens?: boolean;
}

/** The datum of a board's North-South scores; null when no score remains to average. */
export function butlerDatum(scoresNS: readonly number[], options: DatumOptions = {}): number | null {
  const drop = options.dropEachEnd ?? 0;
  if (!Number.isInteger(drop) || drop < 0)
    throw new RangeError(`Butler datum: results dropped at each end ${drop} is not a whole number ≥ 0`);
  const sorted = [...scoresNS].sort((a, b) => a - b);
  // Never drop every score: with too few results the extremes stay in.
  const kept = sorted.length > 2 * drop ? sorted.slice(drop, sorted.length - drop) : sorted;
  if (kept.length === 0) return null;
  const datum = (options.average ?? 'mean') === 'median' ? median(kept) : kept.reduce((s, x) => s + x, 0) / kept.length;
  return options.roundToTens ? roundToTens(datum) : datum;
}

function median(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function roundToTens(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value) / 10) * 10;
}
