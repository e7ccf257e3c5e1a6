import { describe, expect, test } from 'vitest';
import { artificialResult, playedResult, scorePairsSession, totalPoints, type SessionBoard } from '../../src';

// Two tables, Mitchell: 1 and 2 sit North-South, 3 and 4 East-West, two boards.
const boards: SessionBoard[] = [
  { board: 1, results: [playedResult('1', '3', 420), playedResult('2', '4', 170)] },
  { board: 2, results: [playedResult('1', '4', -100), playedResult('2', '3', -100)] },
];

describe('a pairs session', () => {
  test('matchpoints, percentages and two fields for a Mitchell', () => {
    const s = scorePairsSession(boards, { method: 'MP' });
    const line = (p: string) => s.totals.find((t) => t.pair === p)!;
    expect([line('1').total, line('1').percentage, line('1').rank, line('1').direction]).toEqual([3, 75, '1', 'NS']);
    expect([line('4').total, line('4').percentage, line('4').rank]).toEqual([3, 75, '1']);
    expect(line('3').rank).toBe('2');
  });
  test('North American matchpoints halve the totals; one field ranks everyone together', () => {
    const s = scorePairsSession(boards, { method: 'MP-NA', fields: 'one' });
    expect(s.totals.map((t) => [t.pair, t.total, t.rank]).sort()).toEqual([
      ['1', 1.5, '1='],
      ['2', 0.5, '3='],
      ['3', 0.5, '3='],
      ['4', 1.5, '1='],
    ]);
  });
  test('a pair that sat out a board gets its own average on it', () => {
    const withBye: SessionBoard[] = [...boards, { board: 3, results: [playedResult('2', '4', 50)], sitOuts: ['1'] }];
    const s = scorePairsSession(withBye, { method: 'IMP-BUTLER' });
    const pair1 = s.totals.find((t) => t.pair === '1')!;
    // Butler: board 1 datum 295 → 420 − 295 = 125 → 3 IMPs; board 2 datum −100 → 0; 1.5 a board, three boards.
    expect(pair1.boardsPlayed).toBe(2);
    expect(pair1.total).toBe(4.5);
  });
  test('the session-percentage rule lifts a strong pair’s average plus', () => {
    const three: SessionBoard[] = [
      { board: 1, results: [playedResult('1', '3', 420), playedResult('2', '4', 170), playedResult('5', '6', 100)] },
      {
        board: 2,
        results: [artificialResult('1', '3', 'A+', 'A-'), playedResult('2', '4', 0), playedResult('5', '6', 10)],
      },
    ];
    const s = scorePairsSession(three, { method: 'MP', fields: 'one' });
    const row = s.boards[1]!.rows[0]!;
    expect(row.pctNS).toBe(100); // pair 1 scored 100 % on its other board
    expect(row.pctEW).toBe(0); // pair 3 scored 0 % elsewhere: below 40 %, 12C2(c) 2007
    const ruleOff = scorePairsSession(three, { method: 'MP', fields: 'one', sessionPercentageRule: 'off' });
    expect([ruleOff.boards[1]!.rows[0]!.pctNS, ruleOff.boards[1]!.rows[0]!.pctEW]).toEqual([60, 40]);
  });
  test('Howell: a pair that sat both ways has no fixed direction, and everyone is ranked in one field', () => {
    const howell: SessionBoard[] = [
      { board: 1, results: [playedResult('1', '2', 420), playedResult('3', '4', 170)] },
      { board: 2, results: [playedResult('2', '3', 100), playedResult('4', '1', -100)] },
    ];
    const s = scorePairsSession(howell, { method: 'MP' });
    expect(s.totals.every((t) => t.field === 'all' && t.direction === null)).toBe(true);
    // Pair 1: 2 units on board 1 (NS, top), 2 on board 2 (EW against −100 vs 100: better for EW).
    expect(s.totals.find((t) => t.pair === '1')).toMatchObject({ total: 4, percentage: 100, rank: '1' });
  });
  test('total points per pair (78C)', () => {
    expect(totalPoints(boards.map((b) => b.results))).toEqual([
      { pair: '1', total: 320 },
      { pair: '3', total: -320 },
      { pair: '2', total: 70 },
      { pair: '4', total: -70 },
    ]);
  });
});
