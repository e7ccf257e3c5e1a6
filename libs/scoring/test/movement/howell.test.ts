import { describe, expect, test } from 'vitest';
import { assignmentAt, cyclicRoomSquare, howell, movementProblems, summarizeMovement } from '../../src/movement';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('complete Howell, 2..10 tables', () => {
  test.each(range(2, 10))('%i tables: every pair meets every other pair exactly once and plays every set once', (n) => {
    const m = howell({ tables: n, boardsPerRound: 2 });
    expect(movementProblems(m)).toEqual([]);
    expect(m.rounds).toBe(2 * n - 1);
    expect(m.pairs).toHaveLength(2 * n);
    const { meetings, boardPlays } = summarizeMovement(m);
    expect(meetings.size).toBe((2 * n * (2 * n - 1)) / 2);
    expect([...meetings.values()].every((times) => times === 1)).toBe(true);
    for (const pair of m.pairs) {
      const sets = m.assignments.filter((a) => a.ns === pair || a.ew === pair).map((a) => a.boardSet);
      expect(sets.sort((a, b) => a - b)).toEqual(range(1, 2 * n - 1));
    }
    expect([...boardPlays.values()].every((times) => times === n)).toBe(true);
  });

  test.each(range(4, 10))('%i tables: each round every table has its own board set', (n) => {
    const m = howell({ tables: n, boardsPerRound: 3 });
    for (const round of range(1, m.rounds)) {
      const sets = m.assignments.filter((a) => a.round === round).map((a) => a.boardSet);
      expect(new Set(sets).size).toBe(n);
    }
    expect(m.assignments.every((a) => a.sharedWith.length === 0)).toBe(true);
  });

  test.each([2, 3])("%i tables: no Room square exists, so the tables share the round's set (declared)", (n) => {
    expect(cyclicRoomSquare(n)).toBeNull();
    const m = howell({ tables: n, boardsPerRound: 4 });
    for (const a of m.assignments) expect(a.sharedWith).toEqual(range(1, n).filter((t) => t !== a.table));
  });

  test('11..20 tables: complete and valid too', () => {
    for (const n of range(11, 20)) {
      const m = howell({ tables: n, boardsPerRound: 1 });
      expect(movementProblems(m), m.name).toEqual([]);
      expect([...summarizeMovement(m).meetings.values()].every((times) => times === 1)).toBe(true);
      expect(new Set(m.assignments.filter((a) => a.round === 1).map((a) => a.boardSet)).size).toBe(n);
    }
  });

  test('2 tables by hand: the round-robin of 4 pairs, 4-1 2-3, then 4-2 3-1, then 4-3 1-2, both tables on one set', () => {
    const m = howell({ tables: 2, boardsPerRound: 4 });
    const rounds = range(1, 3).map((r) =>
      [1, 2].map((t) => `${assignmentAt(m, r, t)!.ns}-${assignmentAt(m, r, t)!.ew}`),
    );
    expect(rounds).toEqual([
      ['4-1', '2-3'],
      ['4-2', '3-1'],
      ['4-3', '1-2'],
    ]);
    expect(range(1, 3).map((r) => assignmentAt(m, r, 2)!.boards)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10, 11, 12],
    ]);
  });

  test('the highest pair is stationary North-South at table 1 and meets pair r in round r', () => {
    const m = howell({ tables: 5, boardsPerRound: 2 });
    for (const round of range(1, 9)) expect(assignmentAt(m, round, 1)).toMatchObject({ ns: '10', ew: String(round) });
  });

  test('refused settings', () => {
    expect(() => howell({ tables: 1, boardsPerRound: 2 })).toThrow(
      'Howell tables 1 is not a whole number from 2 to 20',
    );
    expect(() => howell({ tables: 21, boardsPerRound: 2 })).toThrow(
      'Howell tables 21 is not a whole number from 2 to 20',
    );
  });
});
