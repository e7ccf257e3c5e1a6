// Kirkman triple systems: v players in (v − 1) / 2 rounds of v / 3 tables of three, every two
// players at one table exactly once (the 21-player all-play-all final of competitions.md §4b).
// They exist exactly when v ≡ 3 (mod 6). Two constructions, both checked by allPlayAllProblems:
//
// * v = 3^k (9, 27): the affine space over the field of three elements. Players are the vectors
//   of {0,1,2}^k; each direction (a non-zero vector up to sign) is one round, whose tables are
//   the lines {x, x + d, x + 2d}. Two points lie on exactly one line.
// * cyclic (15, 21, 33): players are (x, level) with x in Z_m (m = 7 or 11) on two levels plus one fixed
//   player ∞ (15 = 2·7 + 1), or on three levels (21 = 3·7, 33 = 3·11). Adding s to every x (mod m) maps
//   tables to tables and keeps each "pair class" (two levels and a difference; one level and
//   ± a difference; ∞ and a level), each class holding m pairs. A small deterministic search
//   finds one base round whose m shifts are m rounds and, on three levels, (m − 1)/2 triples
//   with one player per level whose m shifts make one round each, such that every pair class
//   is covered exactly once: then every two players meet exactly once.

/** A schedule of player indices 0…v−1: rounds → tables → three players. */
export type TripleRounds = number[][][];

function affine(k: number): TripleRounds {
  const v = 3 ** k;
  const vec = (n: number) => Array.from({ length: k }, (_, i) => Math.floor(n / 3 ** i) % 3);
  const num = (a: number[]) => a.reduce((s, x, i) => s + x * 3 ** i, 0);
  const add = (a: number[], b: number[]) => a.map((x, i) => (x + b[i]!) % 3);
  const rounds: TripleRounds = [];
  for (let d = 1; d < v; d++) {
    const dir = vec(d);
    // One direction of each ± pair: the first non-zero coordinate is 1.
    if (dir.find((x) => x !== 0) !== 1) continue;
    const seen = new Set<number>();
    const tables: number[][] = [];
    for (let p = 0; p < v; p++) {
      if (seen.has(p)) continue;
      const line = [vec(p), add(vec(p), dir), add(add(vec(p), dir), dir)].map(num);
      line.forEach((x) => seen.add(x));
      tables.push(line);
    }
    rounds.push(tables);
  }
  return rounds;
}

/**
 * Players (x, level), x in Z_m, on `levels` levels, plus one fixed player ∞ when `infinity`.
 * Searches one base round whose m shifts are m rounds, and (three levels) (m − 1)/2 transversal
 * triples whose shifts are one round each, covering every pair class exactly once.
 */
function cyclic(
  m: number,
  levels: 2 | 3,
  infinity: boolean,
  budget: number,
  order: readonly number[] = [],
): TripleRounds | null {
  const v = levels * m + (infinity ? 1 : 0);
  const INF = levels * m;
  const point = (x: number, level: number) => level * m + (((x % m) + m) % m);
  const xOf = (p: number) => p % m;
  const levelOf = (p: number) => Math.floor(p / m);
  const half = (m - 1) / 2;
  const levelPairs = levels === 3 ? 3 : 1;
  const mixedBase = (i: number, j: number) => (i === 0 ? (j === 1 ? 0 : 1) : 2) * m;
  const pureBase = levelPairs * m;
  const infBase = pureBase + levels * half;
  const classOf = (p: number, q: number): number => {
    if (p === INF || q === INF) return infBase + levelOf(p === INF ? q : p);
    const [a, b] = levelOf(p) <= levelOf(q) ? [p, q] : [q, p];
    const i = levelOf(a);
    const j = levelOf(b);
    const d = (((xOf(b) - xOf(a)) % m) + m) % m;
    if (i !== j) return mixedBase(i, j) + d;
    return pureBase + i * half + Math.min(d, m - d) - 1;
  };
  const classesOf = (t: readonly number[]) => [classOf(t[0]!, t[1]!), classOf(t[0]!, t[2]!), classOf(t[1]!, t[2]!)];
  const used = new Uint8Array(infBase + (infinity ? levels : 0));
  const take = (cs: number[]): boolean => {
    if (new Set(cs).size !== 3 || cs.some((c) => used[c])) return false;
    cs.forEach((c) => (used[c] = 1));
    return true;
  };
  const release = (cs: number[]) => cs.forEach((c) => (used[c] = 0));
  const fixedCount = (v - 1) / 2 - m;
  let steps = 0;
  const fixed: number[][] = [];
  const base: number[][] = [];
  const free = new Uint8Array(v).fill(1);

  // The transversal triples (0, b, c) that cover the mixed classes the base round left.
  const chooseFixed = (): boolean => {
    if (fixed.length === fixedCount) return used.every((u) => u === 1);
    const b = Array.from({ length: m }, (_, d) => d).find((d) => !used[mixedBase(0, 1) + d]);
    if (b === undefined) return false;
    for (let c = 0; c < m; c++) {
      const t = [point(0, 0), point(b, 1), point(c, 2)];
      const cs = classesOf(t);
      if (!take(cs)) continue;
      fixed.push(t);
      if (chooseFixed()) return true;
      fixed.pop();
      release(cs);
    }
    return false;
  };
  // The order in which partners are tried: the natural one, or a shuffle for another attempt.
  const candidates = order.length === v ? order : Array.from({ length: v }, (_, i) => i);
  const partition = (): boolean => {
    if (++steps > budget) return false;
    const p = free.indexOf(1);
    if (p < 0) return chooseFixed();
    free[p] = 0;
    for (let qi = 0; qi < v; qi++) {
      const q = candidates[qi]!;
      if (!free[q]) continue;
      free[q] = 0;
      for (let ri = qi + 1; ri < v; ri++) {
        const r = candidates[ri]!;
        if (!free[r]) continue;
        const t = [p, q, r];
        const cs = classesOf(t);
        if (!take(cs)) continue;
        free[r] = 0;
        base.push(t);
        if (partition()) return true;
        base.pop();
        free[r] = 1;
        release(cs);
      }
      free[q] = 1;
    }
    free[p] = 1;
    return false;
  };
  if (!partition()) return null;
  const shift = (t: readonly number[], s: number) => t.map((p) => (p === INF ? INF : point(xOf(p) + s, levelOf(p))));
  const range = Array.from({ length: m }, (_, s) => s);
  return [...fixed.map((t) => range.map((s) => shift(t, s))), ...range.map((s) => base.map((t) => shift(t, s)))];
}

const SEARCH_BUDGET = 200_000;

/** A fixed pseudo-random permutation of 0…v−1 (a small LCG), so every attempt is reproducible. */
function shuffled(v: number, seed: number): number[] {
  const out = Array.from({ length: v }, (_, i) => i);
  let x = seed;
  for (let i = v - 1; i > 0; i--) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Player counts for which kirkmanRounds builds a schedule. */
export const KIRKMAN_PLAYER_COUNTS = [3, 9, 15, 21, 27, 33] as const;

/** How each supported count is built (see above); others are refused rather than searched at length. */
const CONSTRUCTIONS: Readonly<Record<number, () => TripleRounds | null>> = {
  3: () => affine(1),
  9: () => affine(2),
  15: () => cyclic(7, 2, true, SEARCH_BUDGET),
  21: () => cyclic(7, 3, false, SEARCH_BUDGET),
  27: () => affine(3),
  // The natural order runs out of budget for 33; the shuffle of seed 2 (found by trying 0, 1, 2) does not.
  33: () => cyclic(11, 3, false, SEARCH_BUDGET, shuffled(33, 2)),
};

/** A Kirkman schedule of v players (indices), or a RangeError saying which counts are supported. */
export function kirkmanRounds(v: number): TripleRounds {
  if (!Number.isInteger(v) || v < 3 || v % 6 !== 3) {
    throw new RangeError(
      `an all-play-all draw at tables of three needs a number of players ≡ 3 (mod 6); got ${v} (supported: ${KIRKMAN_PLAYER_COUNTS.join(', ')})`,
    );
  }
  const build = CONSTRUCTIONS[v];
  const rounds = build?.();
  if (!rounds)
    throw new RangeError(
      `no all-play-all draw of ${v} players is built in (supported: ${KIRKMAN_PLAYER_COUNTS.join(', ')})`,
    );
  return rounds;
}
