// Individual movements (whist tournaments): checked by properties over every size and board count,
// and the checker itself shown to catch a wrong seating.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  cyclicWhistDesign,
  individual,
  individualMovementProblems,
  movementProblems,
  summarizeIndividual,
  type Movement,
} from '../../src/movement';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sizes = fc.record({ tables: fc.integer({ min: 2, max: 5 }), boardsPerRound: fc.integer({ min: 1, max: 4 }) });

describe('individual movement: a whist tournament for 8, 12, 16 and 20 players', () => {
  test('properties: valid; every two players partner exactly once and face each other exactly twice; every player plays every board once', () => {
    fc.assert(
      fc.property(sizes, ({ tables, boardsPerRound }) => {
        const m = individual({ tables, boardsPerRound });
        const players = 4 * tables;
        expect(movementProblems(m)).toEqual([]);
        expect([m.rounds, m.pairs.length, m.assignments.length]).toEqual([
          players - 1,
          players,
          tables * (players - 1),
        ]);
        const { partners, opponents, boardsOf } = summarizeIndividual(m);
        const couples = (players * (players - 1)) / 2;
        expect([partners.size, new Set(partners.values())]).toEqual([couples, new Set([1])]);
        expect([opponents.size, new Set(opponents.values())]).toEqual([couples, new Set([2])]);
        const allBoards = range(1, (players - 1) * boardsPerRound);
        for (const p of m.pairs) expect([...boardsOf.get(p)!].sort((a, b) => a - b)).toEqual(allBoards);
        // Partnerships are named after the seats, and each plays one round only.
        const names = m.assignments.flatMap((a) => [a.ns, a.ew]);
        expect(new Set(names).size).toBe(names.length);
      }),
      { numRuns: 40 },
    );
  });

  test('player 4t is stationary North at table 1; the others move by one each round', () => {
    const m = individual({ tables: 3, boardsPerRound: 2 });
    expect(m.assignments.filter((a) => a.table === 1).every((a) => a.seats!.N === '12')).toBe(true);
    const seat = (round: number, table: number) =>
      m.assignments.find((a) => a.round === round && a.table === table)!.seats!;
    expect(Number(seat(2, 2).N)).toBe((Number(seat(1, 2).N) % 11) + 1);
    expect(m.name).toBe('Individual, 12 players, 3 tables, 11 rounds');
    expect(m.copies).toBe('per-table');
  });

  test('the search is deterministic and finds a design for 2 to 4 tables; sizes outside 2–5 tables are refused', () => {
    for (const t of [2, 3, 4]) expect(cyclicWhistDesign(t)).toEqual(cyclicWhistDesign(t));
    expect(cyclicWhistDesign(2)!.games).toHaveLength(2);
    expect(() => individual({ tables: 1, boardsPerRound: 2 })).toThrow(
      'individual tables 1 is not a whole number from 2 to 5',
    );
    expect(() => individual({ tables: 6, boardsPerRound: 2 })).toThrow('from 2 to 5');
  });
});

/** Swaps two players of one round (seats and partnership names follow). */
function swapped(m: Movement, round: number, first: number, second: number): Movement {
  const inRound = m.assignments.filter((a) => a.round === round);
  const seatsOf = inRound.flatMap((a) =>
    (['N', 'E', 'S', 'W'] as const).map((seat) => ({ table: a.table, seat, player: a.seats![seat] })),
  );
  const x = seatsOf[first]!;
  const y = seatsOf[second]!;
  return {
    ...m,
    assignments: m.assignments.map((a) => {
      if (a.round !== round || (a.table !== x.table && a.table !== y.table)) return a;
      const seats = { ...a.seats! };
      if (a.table === x.table) seats[x.seat] = y.player;
      if (a.table === y.table) seats[y.seat] = x.player;
      return { ...a, seats, ns: `${seats.N}-${seats.S}`, ew: `${seats.E}-${seats.W}` };
    }),
  };
}

describe('the checker', () => {
  test('property: two players of a round swapped across partnerships are caught (a couple partners twice)', () => {
    fc.assert(
      fc.property(sizes, fc.nat(), fc.nat(), fc.nat(), ({ tables, boardsPerRound }, r, i, j) => {
        const m = individual({ tables, boardsPerRound });
        const first = i % (4 * tables);
        const second = j % (4 * tables);
        const sameTable = Math.floor(first / 4) === Math.floor(second / 4);
        // Swapping partners (N↔S, E↔W of one table) or a player with himself changes no partnership.
        fc.pre(first !== second && !(sameTable && first % 2 === second % 2));
        const problems = individualMovementProblems(swapped(m, (r % m.rounds) + 1, first, second));
        expect(problems.some((p) => / partner 2 times$/.test(p))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  test('names the problem: a seat left empty, a player twice in a round, mismatched names, a board twice', () => {
    const m = individual({ tables: 2, boardsPerRound: 1 });
    const [first, second] = m.assignments;
    const broken: Movement = {
      ...m,
      assignments: [
        { ...first!, ns: '1-2' },
        { ...second!, seats: { ...second!.seats!, W: first!.seats!.N } },
        ...m.assignments.slice(2).map((a) => (a.round === 2 && a.table === 1 ? { ...a, boards: [1] } : a)),
      ],
    };
    const problems = individualMovementProblems(broken);
    expect(problems).toContain(
      `round 1 table 1: partnerships 1-2 v ${first!.ew} do not match the seats N 8, E ${first!.seats!.E}, S ${first!.seats!.S}, W ${first!.seats!.W}`,
    );
    expect(problems).toContain(`player 8 sits at round 1 table 1 and round 1 table 2`);
    expect(problems.some((p) => /^round 1: player \d+ has no seat$/.test(p))).toBe(true);
    expect(problems.some((p) => /plays board 1 twice$/.test(p))).toBe(true);
  });
});
