// Law 78B: the total-point difference between two scores converted to International Match Points.
// Each entry is the smallest difference worth one more IMP (20–40 = 1, …, 4000 and more = 24).
export const IMP_THRESHOLDS: readonly number[] = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000,
  3500, 4000,
];

// Scores are multiples of 10 in practice, so differences up to 4000 are looked up directly; the
// loop below handles any other difference (an unrounded Butler datum, a weighted mix).
const BY_TENS: Int8Array = (() => {
  const table = new Int8Array(401);
  for (let tens = 0; tens <= 400; tens++) table[tens] = countAtOrBelow(tens * 10);
  return table;
})();

function countAtOrBelow(magnitude: number): number {
  let imps = 0;
  while (imps < IMP_THRESHOLDS.length && magnitude >= IMP_THRESHOLDS[imps]!) imps++;
  return imps;
}

/** IMPs for a total-point difference (signed: a negative difference gives negative IMPs). */
export function impsForDifference(difference: number): number {
  if (!Number.isFinite(difference)) throw new RangeError(`total-point difference ${difference} is not a finite number`);
  const magnitude = Math.abs(difference);
  const imps = magnitude % 10 === 0 && magnitude <= 4000 ? BY_TENS[magnitude / 10]! : countAtOrBelow(magnitude);
  return difference < 0 && imps > 0 ? -imps : imps;
}
