// A board a file prints as it was scored (a weighted score whose outcomes the file does not carry):
// its rows take the printed points in place of the comparison; the other boards are still compared.
import { describe, expect, test } from 'vitest';
import { playedResult, scorePairsSession, type SessionBoard } from '../../src';

const boards: SessionBoard[] = [
  {
    board: 1,
    results: [playedResult('1', '11', 110), playedResult('2', '12', 140), playedResult('3', '13', 0)],
    printed: [
      { ns: 0.4, ew: 3.6 },
      { ns: 3, ew: 1 },
      { ns: 2.6, ew: 1.4 },
    ],
  },
  {
    board: 2,
    results: [playedResult('1', '12', 110), playedResult('2', '13', 140), playedResult('3', '11', 110)],
  },
];

describe('a board scored as printed', () => {
  const session = scorePairsSession(boards, { method: 'MP' });

  test('its rows carry the printed points and their percentages of the top', () => {
    const [first] = session.boards;
    expect(first!.rows.map((r) => [r.mpNS, r.mpEW])).toEqual([
      [0.4, 3.6],
      [3, 1],
      [2.6, 1.4],
    ]);
    expect(first!.rows[2]!.pctNS).toBeCloseTo(65, 9);
  });

  test('the other board is compared, and the totals add both', () => {
    expect(session.boards[1]!.rows.map((r) => [r.mpNS, r.mpEW])).toEqual([
      [1, 3],
      [4, 0],
      [1, 3],
    ]);
    const total = (pair: string) => session.totals.find((t) => t.pair === pair)!.total;
    expect(total('3')).toBeCloseTo(2.6 + 1, 9);
    expect(total('11')).toBeCloseTo(3.6 + 3, 9);
  });
});
