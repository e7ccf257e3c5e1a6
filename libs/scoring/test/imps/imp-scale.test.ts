import { describe, expect, test } from 'vitest';
import { impsForDifference } from '../../src';

// Law 78B's table, row by row as printed in the spec (§6.2): [from, to, IMPs].
const TABLE: Array<[number, number, number]> = [
  [0, 10, 0],
  [20, 40, 1],
  [50, 80, 2],
  [90, 120, 3],
  [130, 160, 4],
  [170, 210, 5],
  [220, 260, 6],
  [270, 310, 7],
  [320, 360, 8],
  [370, 420, 9],
  [430, 490, 10],
  [500, 590, 11],
  [600, 740, 12],
  [750, 890, 13],
  [900, 1090, 14],
  [1100, 1290, 15],
  [1300, 1490, 16],
  [1500, 1740, 17],
  [1750, 1990, 18],
  [2000, 2240, 19],
  [2250, 2490, 20],
  [2500, 2990, 21],
  [3000, 3490, 22],
  [3500, 3990, 23],
];

describe('Law 78B IMP scale', () => {
  test.each(TABLE)('%i–%i total points = %i IMPs, both ends, both signs', (from, to, imps) => {
    expect(impsForDifference(from)).toBe(imps);
    expect(impsForDifference(to)).toBe(imps);
    expect(impsForDifference(-to)).toBe(imps === 0 ? 0 : -imps);
  });
  test('4000 and more is 24', () => {
    expect(impsForDifference(4000)).toBe(24);
    expect(impsForDifference(7600)).toBe(24);
    expect(impsForDifference(-4010)).toBe(-24);
  });
  test('differences that are not multiples of 10 (an unrounded datum) fall in the band they reach', () => {
    expect(impsForDifference(19.9)).toBe(0);
    expect(impsForDifference(45)).toBe(1);
    expect(impsForDifference(-125.5)).toBe(-3);
  });
  test('a difference that is not a number is refused', () =>
    expect(() => impsForDifference(Number.NaN)).toThrow(/not a finite number/));
});
