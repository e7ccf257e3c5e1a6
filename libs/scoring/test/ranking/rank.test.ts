import { describe, expect, test } from 'vitest';
import { combineSessions, rankBy } from '../../src';

describe('ranking', () => {
  test('equal totals share a place and the next place skips', () => {
    const r = rankBy([5, 10, 8, 8], (x) => x);
    expect(r.map((e) => [e.item, e.rank, e.placeTo])).toEqual([
      [10, '1', 1],
      [8, '2=', 3],
      [8, '2=', 3],
      [5, '4', 4],
    ]);
  });
  test('floating-point noise does not split a tie', () => {
    expect(rankBy([0.1 + 0.2, 0.3], (x) => x).map((e) => e.rank)).toEqual(['1=', '1=']);
  });
  test('multi-session: carry-over plus each session, percentage over the tops', () => {
    const event = combineSessions(
      [
        [
          { pair: 'A', total: 60, topUnits: 100 },
          { pair: 'B', total: 50, topUnits: 100 },
        ],
        [
          { pair: 'A', total: 40, topUnits: 100 },
          { pair: 'B', total: 55, topUnits: 100 },
        ],
      ],
      { B: 2 },
    );
    expect(event.map((e) => [e.pair, e.total, e.percentage, e.rank])).toEqual([
      ['B', 107, 52.5, '1'],
      ['A', 100, 50, '2'],
    ]);
  });
});
