// A double-dummy table: for each declarer and strain, the tricks declarer's side takes when all four
// hands are known and every card is played perfectly (20 cells). The solver fills it; par reads it.
import { STRAINS, type Strain } from '../../contract/contract';
import { SEATS, type Seat, type Side } from '../../table/seat';

export type DoubleDummyTable = Readonly<Record<Seat, Readonly<Record<Strain, number>>>>;

/** The strains in the order hand records and the PBN `OptimumResultTable` print them: NT first. */
export const TABLE_STRAINS = ['NT', 'S', 'H', 'D', 'C'] as const satisfies readonly Strain[];

const SIDE_SEATS: Readonly<Record<Side, readonly [Seat, Seat]>> = { NS: ['N', 'S'], EW: ['E', 'W'] };

export function seatsOf(side: Side): readonly [Seat, Seat] {
  return SIDE_SEATS[side];
}

/** The tricks a side takes in a strain: its better declarer's (each partner may declare). */
export function sideTricks(table: DoubleDummyTable, side: Side, strain: Strain): number {
  const [first, second] = SIDE_SEATS[side];
  return Math.max(table[first][strain], table[second][strain]);
}

/** Refuses a table with a missing cell or one that is not a whole number 0..13, naming the cell. */
export function assertDoubleDummyTable(table: unknown): asserts table is DoubleDummyTable {
  if (typeof table !== 'object' || table === null) throw new RangeError('double-dummy table: not an object');
  for (const seat of SEATS) {
    const row = (table as Record<string, unknown>)[seat];
    if (typeof row !== 'object' || row === null) throw new RangeError(`double-dummy table: no row for ${seat}`);
    for (const strain of STRAINS) {
      const tricks = (row as Record<string, unknown>)[strain];
      if (typeof tricks !== 'number' || !Number.isInteger(tricks) || tricks < 0 || tricks > 13) {
        throw new RangeError(`double-dummy table: ${seat} ${strain} is ${String(tricks)}, not a whole number 0..13`);
      }
    }
  }
}
