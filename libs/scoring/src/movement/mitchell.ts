// Mitchell movement: North-South pair n stays at table n; East-West pairs move up one table each
// round (n → n+1, last → 1) and boards move down one table (n → n-1, table 1 → last). Each EW pair
// meets each NS pair at most once and plays each board set at most once.
// - Odd number of tables: as many rounds as tables, every EW pair meets every NS pair.
// - Even number of tables, `skip` (default): after half the rounds the EW pairs skip one table;
//   tables − 1 rounds, each EW pair misses one NS pair.
// - Even number of tables, `relay-bye`: a bye stand between tables n/2 and n/2+1 holds one set each
//   round, and tables 1 and n share (relay) one set; as many rounds as tables.
// Arrow-switch rounds seat the home NS pair East-West, so that one field can be ranked across both directions.
import { assertWholeNumber, mod } from './arithmetic';
import { boardsOfSet, type Movement, type TableAssignment } from './movement';

export type EvenTableMitchell = 'skip' | 'relay-bye';

export interface MitchellOptions {
  readonly tables: number;
  readonly boardsPerRound: number;
  /** Default: the number of tables (odd tables, relay-bye) or tables − 1 (skip). */
  readonly rounds?: number;
  /** How to play an even number of tables; ignored for odd. Default `skip`. */
  readonly evenTables?: EvenTableMitchell;
  readonly arrowSwitchRounds?: readonly number[];
}

export const nsPair = (table: number): string => `${table}NS`;
export const ewPair = (number: number): string => `${number}EW`;

export function mitchell(options: MitchellOptions): Movement {
  const { tables: n, boardsPerRound } = options;
  assertWholeNumber('Mitchell tables', n, 2);
  const even = n % 2 === 0;
  const style = even ? (options.evenTables ?? 'skip') : 'plain';
  const maxRounds = style === 'skip' ? n - 1 : n;
  const rounds = options.rounds ?? maxRounds;
  assertWholeNumber(`Mitchell rounds for ${n} tables`, rounds, 1, maxRounds);
  const switched = new Set(options.arrowSwitchRounds ?? []);
  for (const round of switched) assertWholeNumber('arrow-switch round', round, 1, rounds);

  // How far the EW pairs have moved up by a round; the skip adds one table after half the rounds.
  const ewOffset = (round: number) => round - 1 + (style === 'skip' && round > n / 2 ? 1 : 0);
  // Board positions in the order boards travel; with relay-bye tables 1 and n are one position and the bye stand is one.
  const position = (table: number) => {
    if (style !== 'relay-bye') return table - 1;
    if (table === 1 || table === n) return 0;
    return table <= n / 2 ? table - 1 : table;
  };
  const setAt = (pos: number, round: number) => mod(pos + round - 1, n) + 1;

  const assignments: TableAssignment[] = [];
  const byeStand: { round: number; boardSet: number }[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (let table = 1; table <= n; table++) {
      const home = { ns: nsPair(table), ew: ewPair(mod(table - 1 - ewOffset(round), n) + 1) };
      const arrowSwitched = switched.has(round);
      const boardSet = setAt(position(table), round);
      const relay = style === 'relay-bye' && (table === 1 || table === n);
      assignments.push({
        round,
        table,
        ns: arrowSwitched ? home.ew : home.ns,
        ew: arrowSwitched ? home.ns : home.ew,
        boardSet,
        boards: boardsOfSet(boardSet, boardsPerRound),
        arrowSwitched,
        sharedWith: relay ? [table === 1 ? n : 1] : [],
      });
    }
    if (style === 'relay-bye') byeStand.push({ round, boardSet: setAt(n / 2, round) });
  }
  const name = `Mitchell, ${n} tables${style === 'skip' ? ', skip after round ' + n / 2 : style === 'relay-bye' ? ', relay and bye stand' : ''}`;
  return {
    kind: 'mitchell',
    name,
    tables: n,
    rounds,
    boardsPerRound,
    boardSets: n,
    pairs: [
      ...Array.from({ length: n }, (_, i) => nsPair(i + 1)),
      ...Array.from({ length: n }, (_, i) => ewPair(i + 1)),
    ],
    assignments,
    sitOuts: [],
    copies: 'one',
    byeStand,
  };
}
