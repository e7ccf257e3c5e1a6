import { describe, expect, test } from 'vitest';
import {
  assignmentAt,
  howell,
  mitchell,
  movementProblems,
  summarizeMovement,
  twoRoomMatch,
  withPhantom,
} from '../../src/movement';

describe('odd number of pairs: a phantom', () => {
  test('Mitchell 7 tables with 13 pairs: the phantom 7EW leaves one NS pair sitting out each round', () => {
    const m = withPhantom(mitchell({ tables: 7, boardsPerRound: 3 }), '7EW');
    expect(movementProblems(m)).toEqual([]);
    expect(m.pairs).toHaveLength(13);
    expect(m.sitOuts).toHaveLength(7);
    // Round 1: 7EW starts at table 7, so 7NS sits out; round 2 it has moved to table 1.
    expect(m.sitOuts[0]).toEqual({ round: 1, table: 7, pair: '7NS', boardSet: 7 });
    expect(m.sitOuts[1]).toMatchObject({ round: 2, table: 1, pair: '1NS' });
    expect(assignmentAt(m, 1, 7)).toBeUndefined();
  });

  test('Howell 4 tables with 7 pairs: every real pair sits out exactly once', () => {
    const m = withPhantom(howell({ tables: 4, boardsPerRound: 4 }), '8');
    expect(movementProblems(m)).toEqual([]);
    expect(m.sitOuts.map((s) => s.pair).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  test('a phantom must be a pair of the movement', () => {
    expect(() => withPhantom(howell({ tables: 4, boardsPerRound: 4 }), '9')).toThrow(
      "phantom pair '9' is not a pair of the movement",
    );
  });
});

describe('two-room team match', () => {
  const m = twoRoomMatch({ home: 'A', away: 'B', boardsPerStint: 8 });

  test('every board once in each room, the home team North-South in the open room and East-West in the closed room', () => {
    expect(movementProblems(m)).toEqual([]);
    const { boardPlays } = summarizeMovement(m);
    expect([...boardPlays.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect([...boardPlays.values()].every((times) => times === 2)).toBe(true);
    for (const board of [1, 9, 16]) {
      const [open, closed] = [1, 2].map((table) =>
        m.assignments.find((a) => a.table === table && a.boards.includes(board))!,
      );
      expect(open).toMatchObject({ ns: 'A/1', ew: 'B/1' });
      expect(closed).toMatchObject({ ns: 'B/2', ew: 'A/2' });
    }
  });

  test('by hand: stint 1 open room boards 1-8, closed room boards 9-16; then they exchange', () => {
    expect(assignmentAt(m, 1, 1)!.boards).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(assignmentAt(m, 1, 2)!.boards[0]).toBe(9);
    expect(assignmentAt(m, 2, 1)!.boards[0]).toBe(9);
    expect(assignmentAt(m, 2, 2)!.boards[0]).toBe(1);
  });

  test('refused: one stint, a team against itself', () => {
    expect(() => twoRoomMatch({ home: 'A', away: 'B', boardsPerStint: 8, stints: 1 })).toThrow(
      'stints 1 is not a whole number from 2 up',
    );
    expect(() => twoRoomMatch({ home: 'A', away: 'A', boardsPerStint: 8 })).toThrow("a team cannot play itself ('A')");
  });
});

describe('the validator finds broken schedules', () => {
  const base = mitchell({ tables: 5, boardsPerRound: 2 });
  const edit = (round: number, table: number, change: object) => ({
    ...base,
    assignments: base.assignments.map((a) => (a.round === round && a.table === table ? { ...a, ...change } : a)),
  });

  test('a set at two tables in one round, which also unbalances the boards', () => {
    const problems = movementProblems(edit(1, 2, { boardSet: 1, boards: [1, 2] }));
    expect(problems).toContain('board set 1 is at tables 1 and 2 in round 1 without a declared share');
    expect(problems.some((p) => p.startsWith('boards are not all played the same number of times'))).toBe(true);
  });
  test('a pair meeting another twice and sitting at two tables', () => {
    const problems = movementProblems(edit(2, 2, { ew: '2EW' }));
    expect(problems).toContain('pair 2EW sits at two tables in round 2');
    expect(problems).toContain('pairs 2NS and 2EW meet 2 times');
  });
  test('a pair playing a board twice', () => {
    // Round 2 table 1 normally has set 2; giving it set 1 makes 1NS replay boards 1-2.
    expect(movementProblems(edit(2, 1, { boardSet: 1, boards: [1, 2] }))).toContain('pair 1NS plays board 1 twice');
  });
});
