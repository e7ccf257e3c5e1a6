import { readFileSync } from 'node:fs';
import { importPbn, type SessionResults } from '@club/interchange';
import { describe, expect, test } from 'vitest';
import { assignmentAt, movementProblems, recordedMovement, summarizeMovement } from '../../src/movement';

const load = (name: string): SessionResults =>
  importPbn(readFileSync(new URL(`../oracle/fixtures/${name}`, import.meta.url), 'utf-8'), name);

describe('movements recorded in the real files are proper movements', () => {
  test.each([
    // file, section, tables, rounds, boards per round, times each board was scheduled, board copies
    ['butler.pbn', null, 4, 7, 4, 4, 'one'],
    ['pairs-2016-01-13.pbn', null, 7, 7, 3, 7, 'per-table'],
    ['pairs-2016-02-03.pbn', null, 8, 7, 3, 8, 'per-table'],
    ['pairs-2016-03-09.pbn', null, 9, 7, 3, 9, 'per-table'],
    ['sm1.pbn', null, 18, 22, 3, 18, 'per-table'],
    ['impcross.pbn', 'O', 16, 21, 2, 16, 'per-table'],
  ] as const)(
    '%s section %s: %i tables, %i rounds of %i boards',
    (file, section, tables, rounds, perRound, times, copies) => {
      const m = recordedMovement(load(file), section);
      expect(movementProblems(m)).toEqual([]);
      expect(m).toMatchObject({ tables, rounds, boardsPerRound: perRound, copies });
      const { boardPlays, meetings } = summarizeMovement(m);
      expect([...boardPlays.values()].every((n) => n === times)).toBe(true);
      expect([...meetings.values()].every((n) => n === 1)).toBe(true);
    },
  );

  test('butler.pbn by hand: round 1 table 1 is 8 v 1 on boards 1-4; pair 3 sits out round 5 with boards 1-4', () => {
    const m = recordedMovement(load('butler.pbn'));
    expect(assignmentAt(m, 1, 1)).toMatchObject({ ns: '8', ew: '1', boards: [1, 2, 3, 4] });
    expect(m.sitOuts.find((s) => s.round === 5)).toMatchObject({ pair: '3', table: 2 });
    expect(m.assignments.find((a) => a.boardSet === m.sitOuts.find((s) => s.round === 5)!.boardSet)!.boards).toEqual([
      1, 2, 3, 4,
    ]);
  });

  test('a result moved to another table is reported with its line', () => {
    const session = load('butler.pbn');
    const [first, ...rest] = session.boards;
    const moved = { ...first!, results: first!.results.map((r, i) => (i === 0 ? { ...r, table: 2 } : r)) };
    // Table 2 played boards 13-16 in round 1 (3 v 6, line 368 of the file).
    expect(() => recordedMovement({ ...session, boards: [moved, ...rest] })).toThrow(
      'butler.pbn:368: board 13: round 1 table 2 has 8 v 1 on other boards, 3 v 6 here',
    );
  });
});
