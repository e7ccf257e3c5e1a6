// A complete Howell for n tables is a Room square of side m = 2n − 1: rounds and board sets are two
// perfect matchings of the 2n pairs such that each pair meets each other pair once and plays each set once.
// We build it cyclically (starter–adder method): pairs are the elements of Z_m plus a stationary pair ∞.
// The starter splits Z_m \ {0} into n − 1 couples {x_k, y_k} whose differences ±(y_k − x_k) cover every
// non-zero element once; in round ρ the couples meet as {x_k + ρ, y_k + ρ} and ∞ meets 0 + ρ. The adder
// gives each couple a distinct set offset a_k (a_0 = 0 for ∞'s table) so that a pair p, which plays set
// ρ + a_k in the round where it is x_k + ρ (i.e. set p − x_k + a_k), never plays a set twice:
// the values a_0 and a_k − x_k, a_k − y_k must all differ. Room squares of side 3 and 5 do not exist,
// so 2 and 3 tables need shared boards (handled by the caller).
import { mod } from './arithmetic';

export interface StarterCouple {
  readonly x: number;
  readonly y: number;
  readonly adder: number;
}

/** The n − 1 couples of a starter with its adder, or null when none exists (n = 2, 3). */
export function cyclicRoomSquare(tables: number): StarterCouple[] | null {
  if (tables < 4) return null;
  // The patterned starter {k, −k} has an adder for every side tried here except 9; the general search covers 9.
  return searchAdder(tables, true) ?? searchAdder(tables, false);
}

function searchAdder(n: number, patterned: boolean): StarterCouple[] | null {
  const m = 2 * n - 1;
  const usedElements = new Set<number>([0]);
  const usedAdders = new Set<number>([0]);
  const usedSets = new Set<number>([0]);
  const couples: StarterCouple[] = [];
  let budget = 5_000_000;

  const place = (d: number): boolean => {
    if (d === n) return true;
    const starts = patterned ? [d] : Array.from({ length: m - 1 }, (_, i) => i + 1);
    for (const x of starts) {
      const y = mod(patterned ? -d : x + d, m);
      if (usedElements.has(x) || usedElements.has(y) || x === y) continue;
      for (let adder = 0; adder < m; adder++) {
        if (--budget < 0) return false;
        const setX = mod(adder - x, m);
        const setY = mod(adder - y, m);
        if (usedAdders.has(adder) || usedSets.has(setX) || usedSets.has(setY) || setX === setY) continue;
        [x, y].forEach((e) => usedElements.add(e));
        usedAdders.add(adder);
        [setX, setY].forEach((s) => usedSets.add(s));
        couples.push({ x, y, adder });
        if (place(d + 1)) return true;
        couples.pop();
        [x, y].forEach((e) => usedElements.delete(e));
        usedAdders.delete(adder);
        [setX, setY].forEach((s) => usedSets.delete(s));
      }
    }
    return false;
  };
  return place(1) ? couples : null;
}
