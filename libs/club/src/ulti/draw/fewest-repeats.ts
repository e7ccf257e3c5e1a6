// All-play-all for a number of players with no Kirkman schedule (anything but 3, 9, 15, 21, 27,
// 33): tables of three, one or two of four where the number is not a multiple of three, and the
// rounds chosen one after the other so that as few pairs as possible sit together again. Each
// round starts from several reproducible shuffles and swaps players between tables while that
// lowers the cost (a pair meeting for the k-th time costs (k − 1)², so a third meeting is avoided
// before a second). Not always optimal; the meeting report states what the schedule gives.
import type { TripleRounds } from './kirkman';
import { tableSizes } from './table-sizes';

const ATTEMPTS = 24;

/** A reproducible shuffle of 0…n−1 (a Park–Miller generator seeded per round and attempt). */
function shuffle(n: number, seed: number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  let x = (seed % 2_147_483_646) + 1;
  for (let i = n - 1; i > 0; i--) {
    x = (x * 48_271) % 2_147_483_647;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Rounds of n players (indices) with the fewest repeated meetings this search finds. */
export function fewestRepeatsRounds(n: number, rounds: number): TripleRounds {
  const sizes = tableSizes(n);
  const met = new Uint16Array(n * n);
  const pairCost = (a: number, b: number) => {
    const k = met[a * n + b]!;
    return k * k;
  };
  const tableCost = (t: readonly number[]) => {
    let c = 0;
    for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) c += pairCost(t[i]!, t[j]!);
    return c;
  };
  /** The cost change of seating `b` at table t in place of the player at index i. */
  const swapIn = (t: readonly number[], i: number, b: number) =>
    t.reduce((sum, p, k) => (k === i ? sum : sum + pairCost(p, b) - pairCost(p, t[i]!)), 0);
  const schedule: TripleRounds = [];
  for (let r = 0; r < rounds; r++) {
    let best: number[][] | null = null;
    let bestCost = Infinity;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const order = shuffle(n, r * 1_000 + attempt);
      let at = 0;
      const tables = sizes.map((size) => order.slice(at, (at += size)));
      for (let improved = true; improved;) {
        improved = false;
        for (let x = 0; x < tables.length; x++)
          for (let y = x + 1; y < tables.length; y++)
            for (let i = 0; i < tables[x]!.length; i++)
              for (let j = 0; j < tables[y]!.length; j++) {
                const a = tables[x]![i]!;
                const b = tables[y]![j]!;
                // The pair (a, b) is not counted on either side: neither sits with the other after the swap.
                const delta = swapIn(tables[x]!, i, b) + swapIn(tables[y]!, j, a);
                if (delta < 0) {
                  tables[x]![i] = b;
                  tables[y]![j] = a;
                  improved = true;
                }
              }
      }
      const cost = tables.reduce((s, t) => s + tableCost(t), 0);
      if (cost < bestCost) [best, bestCost] = [tables, cost];
    }
    for (const t of best!) for (const a of t) for (const b of t) if (a !== b) met[a * n + b]!++;
    schedule.push(best!.map((t) => [...t].sort((a, b) => a - b)));
  }
  return schedule;
}
