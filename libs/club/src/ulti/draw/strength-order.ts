// Tables drawn by strength order (erősorrend, competitions.md §4b): the ranking so far decides.
//   block  the strongest three sit together, then the next three… (players meet their equals;
//          the default, as in the qualifiers' later rounds)
//   snake  the ranking is dealt over the tables back and forth (1→T, T→1, …), so every table
//          gets a like mix of strong and weak players
// n players make tables of three, with one or two tables of four when n is not a multiple of
// three (n = 3a + 4b, b as small as possible; 5 players cannot be seated). The tables of four
// are the last (weakest) ones unless `fourTables: 'top'`. With `previous` tables, the block draw
// seats each player, as far as a greedy pass down the ranking can, with nobody he met before.
import type { UltiTableSheet } from '../session/ulti-session-events';
import { sheet } from './all-play-all';
import { tableSizes } from './table-sizes';

export interface StrengthOrderOptions {
  readonly method?: 'block' | 'snake';
  readonly fourTables?: 'top' | 'bottom';
  /** Tables of earlier rounds: players who sat together there are kept apart if possible (block). */
  readonly previous?: readonly (readonly string[])[];
}

/** The ranking so far (e.g. league table rows), then players with no rank yet in the order given. */
export function strengthOrder(ranked: readonly string[], players: readonly string[]): string[] {
  const present = new Set(players);
  const first = ranked.filter((p) => present.has(p));
  return [...first, ...players.filter((p) => !first.includes(p))];
}

export function strengthOrderDraw(ranking: readonly string[], options: StrengthOrderOptions = {}): UltiTableSheet[] {
  if (new Set(ranking).size !== ranking.length)
    throw new RangeError(`strength-order draw: a player is listed twice (${ranking.join(', ')})`);
  const sizes = tableSizes(ranking.length, options.fourTables);
  const tables: string[][] = sizes.map(() => []);
  if (options.method === 'snake') {
    let i = 0;
    for (let pass = 0; i < ranking.length; pass++) {
      const order = sizes.map((_, t) => t);
      for (const t of pass % 2 === 0 ? order : order.reverse())
        if (tables[t]!.length < sizes[t]! && i < ranking.length) tables[t]!.push(ranking[i++]!);
    }
  } else {
    const met = new Set<string>();
    for (const table of options.previous ?? [])
      for (const a of table) for (const b of table) if (a !== b) met.add(`${a}\u0000${b}`);
    const waiting = [...ranking];
    sizes.forEach((size, t) => {
      while (tables[t]!.length < size) {
        const fresh = waiting.findIndex((p) => tables[t]!.every((q) => !met.has(`${p}\u0000${q}`)));
        tables[t]!.push(waiting.splice(fresh >= 0 ? fresh : 0, 1)[0]!);
      }
    });
  }
  return tables.map((players, t) => sheet(t + 1, players));
}
