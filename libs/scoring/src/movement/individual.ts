// Individual movement for 4t players on t tables (t = 2…5: 8, 12, 16, 20 players): a whist
// tournament, every two players partners exactly once and opponents exactly twice, over 4t − 1
// rounds (whist-design.ts). Player 4t is stationary North at table 1; player e + 1 is the element e
// of Z_m and moves by one each round. Each table has its own copy of the round's board set
// (duplicated boards), so every player plays every board once. The partnerships are named
// `<North>-<South>` and `<East>-<West>`: each occurs in one round only, so the boards are scored
// like a pairs session's and each player's board score is his side's (individual-session.ts).
import { assertWholeNumber, mod } from './arithmetic';
import { boardsOfSet, type IndividualSeats, type Movement, type TableAssignment } from './movement';
import { cyclicWhistDesign, INFINITY, type WhistGame } from './whist-design';

export interface IndividualOptions {
  readonly tables: number;
  readonly boardsPerRound: number;
}

export const MIN_INDIVIDUAL_TABLES = 2;
export const MAX_INDIVIDUAL_TABLES = 5;

/**
 * Initial rounds found by cyclicWhistDesign (restart 0 for 2–4 tables; the 5-table one takes the
 * search ~45 s, too long for scheduling a session, so it is stored) and checked by the tests.
 */
const INITIAL_ROUNDS: Record<number, readonly WhistGame[]> = {
  5: [
    { n: INFINITY, e: 10, s: 0, w: 15 },
    { n: 8, e: 14, s: 4, w: 7 },
    { n: 18, e: 6, s: 2, w: 16 },
    { n: 17, e: 1, s: 9, w: 3 },
    { n: 11, e: 12, s: 5, w: 13 },
  ],
};

/** The partnership sitting North-South (or East-West): `<North>-<South>`. */
export const partnershipOf = (a: string, b: string) => `${a}-${b}`;

/** The two players of a partnership name (player numbers hold no '-'). */
export const playersOfPartnership = (partnership: string) => partnership.split('-') as [string, string];

export function individual(options: IndividualOptions): Movement {
  const { tables: t, boardsPerRound } = options;
  assertWholeNumber('individual tables', t, MIN_INDIVIDUAL_TABLES, MAX_INDIVIDUAL_TABLES);
  const m = 4 * t - 1;
  const games = INITIAL_ROUNDS[t] ?? cyclicWhistDesign(t)?.games;
  if (!games) throw new RangeError(`no whist tournament for ${4 * t} players was found`);
  const player = (element: number, shift: number) => String(element === INFINITY ? 4 * t : mod(element + shift, m) + 1);

  const assignments: TableAssignment[] = [];
  for (let round = 1; round <= m; round++) {
    games.forEach((g, i) => {
      const seats: IndividualSeats = {
        N: player(g.n, round - 1),
        E: player(g.e, round - 1),
        S: player(g.s, round - 1),
        W: player(g.w, round - 1),
      };
      assignments.push({
        round,
        table: i + 1,
        ns: partnershipOf(seats.N, seats.S),
        ew: partnershipOf(seats.E, seats.W),
        boardSet: round,
        boards: boardsOfSet(round, boardsPerRound),
        arrowSwitched: false,
        sharedWith: [],
        seats,
      });
    });
  }
  return {
    kind: 'individual',
    name: `Individual, ${4 * t} players, ${t} tables, ${m} rounds`,
    tables: t,
    rounds: m,
    boardsPerRound,
    boardSets: m,
    pairs: Array.from({ length: 4 * t }, (_, i) => String(i + 1)),
    assignments,
    sitOuts: [],
    copies: 'per-table',
    byeStand: [],
  };
}
