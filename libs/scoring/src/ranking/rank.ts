// Places in a ranking: equal totals share a place, shown as `3=` (the next place skips accordingly).

export interface RankEntry<T> {
  readonly item: T;
  /** `"1"`, `"3="`… */
  readonly rank: string;
  /** 1-based place, the first of the shared places for a tie. */
  readonly place: number;
  /** Last place of a shared range (equal to `place` without a tie). */
  readonly placeTo: number;
}

/**
 * Ranks items by `score`, highest first. Scores equal after rounding to `precision` decimals tie
 * (default 6: floating-point noise never splits a tie, printed values never merge by accident).
 */
export function rankBy<T>(items: readonly T[], score: (item: T) => number, precision = 6): RankEntry<T>[] {
  const factor = 10 ** precision;
  const keyed = items.map((item, index) => ({ item, index, key: Math.round(score(item) * factor) }));
  keyed.sort((a, b) => b.key - a.key || a.index - b.index);
  const ranked: RankEntry<T>[] = [];
  for (let i = 0; i < keyed.length;) {
    let j = i;
    while (j + 1 < keyed.length && keyed[j + 1]!.key === keyed[i]!.key) j++;
    for (let k = i; k <= j; k++) {
      ranked.push({ item: keyed[k]!.item, place: i + 1, placeTo: j + 1, rank: j > i ? `${i + 1}=` : `${i + 1}` });
    }
    i = j + 1;
  }
  return ranked;
}
