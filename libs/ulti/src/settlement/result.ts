// The settled result of one deal, in units ("Ft érték", §8(1)).
import type { Player } from '../table/seating';

export interface ComponentLine {
  /** A component of the bid (`parti`, `ultimo`…), or `ultimo-surcharge`, `csendes-ultimo`, `csendes-4-asz`, `csendes-durchmars`, a penalty… */
  readonly name: string;
  /** From the declarer's side (for a penalty: whether the declarer gains). */
  readonly won: boolean;
  /** The declarer's total gain from this line, both defenders together. */
  readonly amount: number;
  /** The declarer's gain from each defender (§6.2: P(d)). */
  readonly perDefender: Readonly<Record<Player, number>>;
  readonly note?: string;
}

export interface DealResult {
  readonly declarer: Player | null;
  readonly contract: string | null;
  readonly outcome: 'played' | 'claimed' | 'conceded' | 'ruling' | 'redeal';
  readonly components: readonly ComponentLine[];
  /** Every seat, the dealer of a four-table included (0): sums to zero. */
  readonly deltas: Readonly<Record<Player, number>>;
}

export function line(name: string, perDefender: Record<Player, number>, note?: string): ComponentLine {
  const amount = Object.values(perDefender).reduce((a, b) => a + b, 0);
  return {
    name,
    won: amount > 0 || (amount === 0 && name !== 'ultimo-surcharge'),
    amount,
    perDefender,
    ...(note ? { note } : {}),
  };
}

/** Declarer gets the sum of the lines; each defender pays his P(d); other seats 0. */
export function deltasOf(
  seats: readonly Player[],
  declarer: Player,
  lines: readonly ComponentLine[],
): Record<Player, number> {
  const deltas: Record<Player, number> = Object.fromEntries(seats.map((p) => [p, 0]));
  for (const l of lines) {
    for (const [d, v] of Object.entries(l.perDefender)) {
      deltas[d] = (deltas[d] ?? 0) - v;
      deltas[declarer] = (deltas[declarer] ?? 0) + v;
    }
  }
  for (const p of Object.keys(deltas)) deltas[p] = deltas[p]! + 0; // no -0 in output
  return deltas;
}
