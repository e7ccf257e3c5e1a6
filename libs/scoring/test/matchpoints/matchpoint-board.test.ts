import { describe, expect, test } from 'vitest';
import {
  artificialResult,
  centredMatchpoints,
  fromUnits,
  matchpointBoard,
  matchpointTop,
  neuberg,
  percentageOfTop,
  playedResult,
  weightedSide,
  type BoardResult,
} from '../../src';

const six = [420, 170, 140, 120, -50, -150].map((s, i) => playedResult(`${i + 1}`, `${i + 11}`, s));

describe('Law 78A matchpoints', () => {
  test('2 per score beaten, 1 per tie; East-West gets the rest of the top', () => {
    const tied = [...six.slice(0, 2), playedResult('7', '17', 170)];
    const r = matchpointBoard(tied);
    expect(r.ns).toEqual([4, 1, 1]);
    expect(r.ew).toEqual([0, 3, 3]);
    expect(r.topUnits).toBe(4);
  });
  test('six different scores run from the top 10 down to 0', () => {
    expect(matchpointBoard(six).ns).toEqual([10, 8, 6, 4, 2, 0]);
  });
  test('scales: 1/½/0 is half the units, Ruter centred form subtracts n − 1, percentages of the top', () => {
    expect(matchpointTop(6)).toBe(10);
    expect(matchpointTop(6, 'north-american')).toBe(5);
    expect(fromUnits(7, 'north-american')).toBe(3.5);
    expect(centredMatchpoints(10, 6)).toBe(5);
    expect(centredMatchpoints(0, 6)).toBe(-5);
    expect(percentageOfTop(6, 10)).toBe(60);
  });
  test('an artificial score is not compared: it gets its percentage of the top, the rest are Neuberg-factored', () => {
    const r = matchpointBoard([...six.slice(0, 3), artificialResult('9', '19', 'A+', 'A-')]);
    // Three compared results (units 4, 2, 0) factored to four: (u + 1)·4/3 − 1 → 17/3, 3, 1/3.
    expect(r.ns[0]).toBeCloseTo(17 / 3, 12);
    expect(r.ns[1]).toBeCloseTo(3, 12);
    expect(r.ns[2]).toBeCloseTo(1 / 3, 12);
    expect(r.ns[3]).toBeCloseTo(3.6, 12); // 60 % of 6
    expect(r.ew[3]).toBeCloseTo(2.4, 12); // 40 % of 6
    expect(r.nsUnfactored).toEqual([4, 2, 0, null]);
  });
  test('without factoring the short field keeps its own top', () => {
    const r = matchpointBoard([...six.slice(0, 3), artificialResult('9', '19', 'A', 'A')], { factoring: 'none' });
    expect(r.ns.slice(0, 3)).toEqual([4, 2, 0]);
  });
  test('a board with missing results is factored up to the full count given', () => {
    const r = matchpointBoard(six.slice(0, 3), { fullCount: 4 });
    expect(r.topUnits).toBe(6);
    expect(r.ns[1]).toBeCloseTo(3, 12);
  });
  test('non-balancing assigned scores: each side is compared in its own field (12C1(f))', () => {
    const split: BoardResult = {
      ns: '1',
      ew: '2',
      nsSide: { kind: 'score', scoreNS: 100 },
      ewSide: { kind: 'score', scoreNS: -200 },
    };
    const r = matchpointBoard([split, playedResult('3', '4', 50), playedResult('5', '6', -50)]);
    // NS field 100, 50, −50; EW field (NS view) −200, 50, −50, where a lower NS score is better for EW.
    expect(r.ns).toEqual([4, 2, 0]);
    expect(r.ew).toEqual([4, 0, 2]);
  });
  test('weighted score (12C1(c)): the matchpoints of each outcome are weighted, and the others compare with each outcome', () => {
    const mix: BoardResult = {
      ns: '1',
      ew: '2',
      nsSide: weightedSide([
        { weight: 0.5, scoreNS: 420 },
        { weight: 0.5, scoreNS: -50 },
      ]),
      ewSide: weightedSide([
        { weight: 0.5, scoreNS: 420 },
        { weight: 0.5, scoreNS: -50 },
      ]),
    };
    const r = matchpointBoard([mix, playedResult('3', '4', 420), playedResult('5', '6', -50)]);
    expect(r.ns).toEqual([2, 3.5, 0.5]);
    expect(r.ew).toEqual([2, 0.5, 3.5]);
  });
  test('weights that do not sum to 1 are refused', () => {
    expect(() =>
      weightedSide([
        { weight: 0.5, scoreNS: 420 },
        { weight: 0.4, scoreNS: -50 },
      ]),
    ).toThrow(/sum to 0.9/);
  });
  test('Neuberg by hand and its guards', () => {
    expect(neuberg(2, 3, 4)).toBe(3);
    expect(neuberg(5, 6, 6)).toBe(5);
    expect(() => neuberg(1, 4, 3)).toThrow(/less than/);
  });
  test('an artificial percentage outside 0..100 is refused', () =>
    expect(() => artificialResult('1', '2', 120, 40)).toThrow(/120 %/));
});
