// The usual board, where every side is a plain total-point score, matchpointed in one native sort:
// each score is packed with its position into one 31-bit integer ((score + 100 000)·4096 +
// position), the keys sorted without a comparator, and the units read off in one pass over runs
// of equal scores (2 per score below, 1 per other score in the run). Boards beyond 4096 results or
// scores beyond ±100 000 (no bridge score comes near) return null and take the general path.

const POSITION_BITS = 12;
const POSITIONS = 1 << POSITION_BITS;
const OFFSET = 100_000;

/** Units of each score against the others (`sign` −1 compares from East-West's side), or null. */
export function unitsBySort(scores: ArrayLike<number>, sign: 1 | -1): number[] | null {
  const n = scores.length;
  if (n > POSITIONS) return null;
  const keys = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const score = sign * scores[i]!;
    if (!Number.isInteger(score) || score <= -OFFSET || score >= OFFSET) return null;
    keys[i] = ((score + OFFSET) << POSITION_BITS) | i;
  }
  return unitsFromKeys(keys);
}

/** The packed form for callers that build the keys themselves (see matchpoint-board.ts). */
export function packScore(score: number, position: number): number {
  return ((score + OFFSET) << POSITION_BITS) | position;
}

export function fitsPacking(score: number, count: number): boolean {
  return count <= POSITIONS && Number.isInteger(score) && score > -OFFSET && score < OFFSET;
}

export function unitsFromKeys(keys: Int32Array): number[] {
  keys.sort();
  const n = keys.length;
  const units = new Array<number>(n);
  let start = 0;
  while (start < n) {
    const run = keys[start]! >> POSITION_BITS;
    let end = start + 1;
    while (end < n && keys[end]! >> POSITION_BITS === run) end++;
    const value = 2 * start + (end - start - 1);
    for (let k = start; k < end; k++) units[keys[k]! & (POSITIONS - 1)] = value;
    start = end;
  }
  return units;
}
