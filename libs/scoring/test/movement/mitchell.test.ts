import { describe, expect, test } from 'vitest';
import { assignmentAt, mitchell, movementProblems, summarizeMovement, type Movement } from '../../src/movement';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const meetingsOf = (m: Movement, pair: string) =>
  m.assignments.filter((a) => a.ns === pair || a.ew === pair).map((a) => (a.ns === pair ? a.ew : a.ns));
const setsOf = (m: Movement, pair: string) =>
  m.assignments.filter((a) => a.ns === pair || a.ew === pair).map((a) => a.boardSet);

describe('Mitchell, odd number of tables (3..15)', () => {
  test.each(range(1, 7).map((k) => 2 * k + 1))(
    '%i tables: valid; every EW pair meets every NS pair once and plays every set once',
    (n) => {
      const m = mitchell({ tables: n, boardsPerRound: 2 });
      expect(movementProblems(m)).toEqual([]);
      expect(m.rounds).toBe(n);
      for (const e of range(1, n)) {
        expect(meetingsOf(m, `${e}EW`).sort()).toEqual(
          range(1, n)
            .map((t) => `${t}NS`)
            .sort(),
        );
        expect(setsOf(m, `${e}EW`).sort((a, b) => a - b)).toEqual(range(1, n));
        expect(setsOf(m, `${e}NS`).sort((a, b) => a - b)).toEqual(range(1, n));
      }
      // NS pairs stay at their table, sitting North-South, and never meet each other.
      expect(m.assignments.every((a) => a.ns === `${a.table}NS` && a.ew.endsWith('EW'))).toBe(true);
      expect([...summarizeMovement(m).boardPlays.values()].every((times) => times === n)).toBe(true);
    },
  );
});

describe('Mitchell, even number of tables (4..14)', () => {
  test.each(range(2, 7).map((k) => 2 * k))(
    '%i tables, skip: tables − 1 rounds, each EW pair misses one NS pair',
    (n) => {
      const m = mitchell({ tables: n, boardsPerRound: 3 });
      expect(movementProblems(m)).toEqual([]);
      expect(m.rounds).toBe(n - 1);
      for (const e of range(1, n)) expect(new Set(meetingsOf(m, `${e}EW`)).size).toBe(n - 1);
      expect([...summarizeMovement(m).boardPlays.values()].every((times) => times === n - 1)).toBe(true);
    },
  );

  test.each(range(2, 7).map((k) => 2 * k))(
    '%i tables, relay and bye stand: every EW meets every NS pair; each board played n times',
    (n) => {
      const m = mitchell({ tables: n, boardsPerRound: 2, evenTables: 'relay-bye' });
      expect(movementProblems(m)).toEqual([]);
      expect(m.rounds).toBe(n);
      for (const e of range(1, n)) expect(new Set(meetingsOf(m, `${e}EW`)).size).toBe(n);
      expect([...summarizeMovement(m).boardPlays.values()].every((times) => times === n)).toBe(true);
      for (const round of range(1, n)) {
        const first = assignmentAt(m, round, 1)!;
        expect(assignmentAt(m, round, n)!.boardSet).toBe(first.boardSet);
        expect(first.sharedWith).toEqual([n]);
        // The bye stand holds the one set no table plays.
        const inPlay = new Set(m.assignments.filter((a) => a.round === round).map((a) => a.boardSet));
        const resting = m.byeStand.find((b) => b.round === round)!.boardSet;
        expect(inPlay.has(resting)).toBe(false);
        expect(inPlay.size + 1).toBe(n);
      }
    },
  );
});

describe('Mitchell, any number of tables (2..30)', () => {
  test('every style is a valid movement', () => {
    for (const n of range(2, 30)) {
      const styles = n % 2 === 0 ? (['skip', 'relay-bye'] as const) : (['skip'] as const);
      for (const evenTables of styles) {
        const m = mitchell({ tables: n, boardsPerRound: 2, evenTables });
        expect(movementProblems(m), m.name).toEqual([]);
        expect(m.assignments).toHaveLength(m.rounds * n);
      }
    }
  });
});

describe('Mitchell assignments checked by hand', () => {
  test('7 tables, 3 boards a round: round 2 table 1 is 1NS v 7EW on boards 4-6', () => {
    // EW pairs move up one table (7 → 1), boards move down one table (table 2's set comes to table 1).
    expect(assignmentAt(mitchell({ tables: 7, boardsPerRound: 3 }), 2, 1)).toMatchObject({
      ns: '1NS',
      ew: '7EW',
      boardSet: 2,
      boards: [4, 5, 6],
    });
  });
  test('7 tables: round 3 table 4 is 4NS v 2EW on set 6', () => {
    expect(assignmentAt(mitchell({ tables: 7, boardsPerRound: 3 }), 3, 4)).toMatchObject({
      ns: '4NS',
      ew: '2EW',
      boardSet: 6,
      boards: [16, 17, 18],
    });
  });
  test('8 tables skip: EW 1 plays tables 1-4, then skips table 5 and plays 6, 7, 8', () => {
    const m = mitchell({ tables: 8, boardsPerRound: 2 });
    const tables = m.assignments.filter((a) => a.ew === '1EW').map((a) => a.table);
    expect(tables).toEqual([1, 2, 3, 4, 6, 7, 8]);
    expect(assignmentAt(m, 5, 1)).toMatchObject({ ew: '4EW', boardSet: 5 });
  });
  test('6 tables relay and bye: rounds 1 and 2 by hand', () => {
    const m = mitchell({ tables: 6, boardsPerRound: 2, evenTables: 'relay-bye' });
    // Round 1: tables 1..3 sets 1..3, bye stand set 4, tables 4, 5 sets 5, 6, table 6 shares set 1 with table 1.
    expect(range(1, 6).map((t) => assignmentAt(m, 1, t)!.boardSet)).toEqual([1, 2, 3, 5, 6, 1]);
    expect(m.byeStand[0]).toEqual({ round: 1, boardSet: 4 });
    // Round 2: boards move down; table 3 takes the bye stand's set, the bye stand takes table 4's,
    // table 5 takes the relay set.
    expect(range(1, 6).map((t) => assignmentAt(m, 2, t)!.boardSet)).toEqual([2, 3, 4, 6, 1, 2]);
    expect(m.byeStand[1]).toEqual({ round: 2, boardSet: 5 });
  });
});

describe('arrow-switch', () => {
  test('7 tables, arrow-switch in round 7: home NS pairs sit East-West that round; still valid', () => {
    const m = mitchell({ tables: 7, boardsPerRound: 2, arrowSwitchRounds: [7] });
    expect(movementProblems(m)).toEqual([]);
    const last = m.assignments.filter((a) => a.round === 7);
    expect(last.every((a) => a.arrowSwitched && a.ew === `${a.table}NS` && a.ns.endsWith('EW'))).toBe(true);
    expect(m.assignments.filter((a) => a.round < 7).every((a) => !a.arrowSwitched && a.ns === `${a.table}NS`)).toBe(
      true,
    );
    // Pair 3NS now plays one set East-West: its boards of round 7 can be compared with the EW field.
    expect(m.assignments.filter((a) => a.ew === '3NS').map((a) => a.round)).toEqual([7]);
  });
});

describe('arrow-switch and shorter sessions, 3..15 tables', () => {
  test.each(range(3, 15))(
    '%i tables, arrow-switch in the last round: still valid, and every pair plays in both directions',
    (n) => {
      const plain = mitchell({ tables: n, boardsPerRound: 2, evenTables: 'relay-bye' });
      const m = mitchell({ tables: n, boardsPerRound: 2, evenTables: 'relay-bye', arrowSwitchRounds: [plain.rounds] });
      expect(movementProblems(m)).toEqual([]);
      for (const pair of m.pairs) {
        const seats = m.assignments
          .filter((a) => a.ns === pair || a.ew === pair)
          .map((a) => (a.ns === pair ? 'NS' : 'EW'));
        expect(new Set(seats).size).toBe(2);
      }
      // Same opponents and boards as without the switch: only the directions change.
      const couples = (mv: typeof m) =>
        mv.assignments.map((a) => [a.round, a.table, [a.ns, a.ew].sort().join('-'), a.boardSet].join(' '));
      expect(couples(m)).toEqual(couples(plain));
    },
  );

  test('9 tables played for 6 rounds: still valid, each board played 6 times', () => {
    const m = mitchell({ tables: 9, boardsPerRound: 3, rounds: 6 });
    expect(movementProblems(m)).toEqual([]);
    expect([...summarizeMovement(m).boardPlays.values()].every((times) => times === 6)).toBe(true);
  });
});

describe('refused Mitchell settings', () => {
  test('too few tables, too many rounds, arrow-switch outside the rounds', () => {
    expect(() => mitchell({ tables: 1, boardsPerRound: 2 })).toThrow(
      'Mitchell tables 1 is not a whole number from 2 up',
    );
    expect(() => mitchell({ tables: 8, boardsPerRound: 2, rounds: 8 })).toThrow(
      'Mitchell rounds for 8 tables 8 is not a whole number from 1 to 7',
    );
    expect(() => mitchell({ tables: 5, boardsPerRound: 2, arrowSwitchRounds: [6] })).toThrow(
      'arrow-switch round 6 is not a whole number from 1 to 5',
    );
    expect(() => mitchell({ tables: 5, boardsPerRound: 0 })).toThrow(
      'boards per round 0 is not a positive whole number',
    );
  });
});
