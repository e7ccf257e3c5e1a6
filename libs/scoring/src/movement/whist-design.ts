// A whist tournament Wh(4t): 4t players on t tables over 4t − 1 rounds, every two players partners
// exactly once and opponents exactly twice. We build it Z-cyclically: the players are the elements
// of Z_m (m = 4t − 1) and a stationary player ∞; an initial round of t games (N, E, S, W: N–S and
// E–W partners) is developed by adding 1 each round. The initial round works when
// * the partner differences ±(S − N), ±(W − E) of the couples without ∞ cover every non-zero
//   element of Z_m once (∞ partners each element once as the round turns), and
// * the opponent differences ±(E − N), ±(W − N), ±(E − S), ±(W − S) without ∞ cover every non-zero
//   element twice (∞ faces two elements per round, so each of them twice).
// A small deterministic depth-first search finds one (∞ sits North at table 1 with 0 as partner:
// every solution can be translated to that), restarting with another fixed value order when a
// restart's step budget runs out.
//
// Boards: a one-copy plan (each table its own set each round, no player meeting a set twice, like the
// Howell's Room square) would need the tables' element sets to tile Z_m by translation, which the
// cyclic rounds found here do not allow; the individual movement therefore gives every table its own
// copy of the round's set (duplicated boards), so every player plays every board once.

/** A position in the initial round: an element of Z_m, or INFINITY for the stationary player. */
export const INFINITY = -1;

export interface WhistGame {
  readonly n: number;
  readonly e: number;
  readonly s: number;
  readonly w: number;
}

export interface WhistDesign {
  /** Players 4t, tables t, rounds m = 4t − 1. */
  readonly tables: number;
  /** The initial round, table by table (∞ at table 1). */
  readonly games: readonly WhistGame[];
}

const mod = (a: number, m: number) => ((a % m) + m) % m;

/** The initial round of a Z-cyclic Wh(4t), or null when no restart finds one within its budget. */
export function cyclicWhistDesign(
  tables: number,
  options: { restarts?: number; stepsPerRestart?: number } = {},
): WhistDesign | null {
  const restarts = options.restarts ?? 200;
  for (let attempt = 0; attempt < restarts; attempt++) {
    const games = searchInitialRound(tables, attempt, options.stepsPerRestart ?? 200_000);
    if (games) return { tables, games };
  }
  return null;
}

/** xorshift32: the same seed gives the same value order, so the movement is deterministic. */
function shuffled(values: number[], seed: number): number[] {
  let x = (seed * 2654435761) >>> 0 || 1;
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function searchInitialRound(tables: number, seed: number, budget: number): WhistGame[] | null {
  const m = 4 * tables - 1;
  const seats: number[] = new Array(4 * tables).fill(-2);
  const used = new Array<boolean>(m).fill(false);
  const partner = new Array<number>(m).fill(0);
  const opponent = new Array<number>(m).fill(0);
  seats[0] = INFINITY;
  seats[2] = 0; // ∞'s partner (South of table 1)
  used[0] = true;
  let steps = budget;
  // Seat indices 4k + (0 N, 1 E, 2 S, 3 W). Partners: N–S, E–W. Opponents: each of N, S with each of E, W.
  const partnerOf = [2, 3, 0, 1];
  const opponentsOf = [
    [1, 3],
    [0, 2],
    [1, 3],
    [0, 2],
  ];
  // Partners next to each other, so the partner condition prunes at once.
  const order: number[] = [1, 3];
  for (let k = 1; k < tables; k++) order.push(4 * k, 4 * k + 2, 4 * k + 1, 4 * k + 3);
  const values = shuffled(
    Array.from({ length: m - 1 }, (_, i) => i + 1),
    seed + 1,
  );
  const games = () =>
    Array.from({ length: tables }, (_, k) => ({
      n: seats[4 * k]!,
      e: seats[4 * k + 1]!,
      s: seats[4 * k + 2]!,
      w: seats[4 * k + 3]!,
    }));

  // Adds (sign 1) or removes (−1) the differences the seat makes with the seats already filled; false when a count overflows.
  const adjust = (slot: number, value: number, sign: 1 | -1): boolean => {
    const base = slot - (slot % 4);
    let ok = true;
    const count = (table: number[], other: number, limit: number) => {
      for (const d of [mod(value - other, m), mod(other - value, m)]) {
        table[d]! += sign;
        if (table[d]! > limit) ok = false;
      }
    };
    const p = seats[base + partnerOf[slot % 4]!]!;
    if (p >= 0) count(partner, p, 1);
    for (const o of opponentsOf[slot % 4]!) {
      const q = seats[base + o]!;
      if (q >= 0) count(opponent, q, 2);
    }
    return ok;
  };

  const place = (k: number): boolean => {
    if (k === order.length) return true;
    const slot = order[k]!;
    for (const value of values) {
      if (used[value]) continue;
      if (--steps < 0) return false;
      const ok = adjust(slot, value, 1);
      seats[slot] = value;
      used[value] = true;
      if (ok && place(k + 1)) return true;
      used[value] = false;
      seats[slot] = -2;
      adjust(slot, value, -1);
    }
    return false;
  };
  return place(0) ? games() : null;
}
