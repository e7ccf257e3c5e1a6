// Howell movement for n tables and 2n pairs: every pair meets every other pair once in 2n − 1 rounds
// (a complete Howell). Cutting it short would leave boards played unequally often, so it is not offered.
// Built cyclically from a Room square (see room-square.ts): pair 2n is stationary North-South at table 1,
// the others move; each round every table plays a different board set. With 2 or 3 tables no such
// square exists: all tables then share the round's set, exchanging its boards within the round.
import { assertWholeNumber, mod } from './arithmetic';
import { boardsOfSet, type Movement, type TableAssignment } from './movement';
import { cyclicRoomSquare } from './room-square';

export interface HowellOptions {
  readonly tables: number;
  readonly boardsPerRound: number;
}

export const MAX_HOWELL_TABLES = 20;

export function howell(options: HowellOptions): Movement {
  const { tables: n, boardsPerRound } = options;
  assertWholeNumber('Howell tables', n, 2, MAX_HOWELL_TABLES);
  const m = 2 * n - 1;
  const rounds = m;

  const square = cyclicRoomSquare(n);
  // Without a square, every couple takes the trivial starter {k, −k} and the same set as table 1.
  const couples = square ?? Array.from({ length: n - 1 }, (_, i) => ({ x: i + 1, y: mod(-(i + 1), m), adder: 0 }));
  const shared = square === null;
  const pairOf = (element: number) => String(element + 1);
  const stationary = String(2 * n);
  const allTables = Array.from({ length: n }, (_, i) => i + 1);

  const assignments: TableAssignment[] = [];
  for (let round = 1; round <= rounds; round++) {
    const shift = round - 1;
    const seat = (table: number, ns: string, ew: string, adder: number): TableAssignment => {
      const boardSet = mod(shift + adder, m) + 1;
      return {
        round,
        table,
        ns,
        ew,
        boardSet,
        boards: boardsOfSet(boardSet, boardsPerRound),
        arrowSwitched: false,
        sharedWith: shared ? allTables.filter((t) => t !== table) : [],
      };
    };
    assignments.push(seat(1, stationary, pairOf(shift), 0));
    couples.forEach((couple, i) => {
      assignments.push(seat(i + 2, pairOf(mod(couple.x + shift, m)), pairOf(mod(couple.y + shift, m)), couple.adder));
    });
  }
  return {
    kind: 'howell',
    name: `Howell, ${n} tables${shared ? ', boards shared between tables' : ''}`,
    tables: n,
    rounds,
    boardsPerRound,
    boardSets: m,
    pairs: Array.from({ length: 2 * n }, (_, i) => String(i + 1)),
    assignments,
    sitOuts: [],
    copies: 'one',
    byeStand: [],
  };
}
