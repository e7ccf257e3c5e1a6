import { describe, expect, test } from 'vitest';
import {
  artificialImpsOf,
  artificialPercentageForImps,
  artificialResult,
  crossArtificialFactor,
  crossImpBoard,
  playedResult,
} from '../../src';

const board = [playedResult('1', '2', 100), playedResult('3', '4', 0), playedResult('5', '6', -100)];

describe('cross-IMPs', () => {
  // 100 v 0 = 3 IMPs, 100 v −100 = 200 → 5 IMPs, 0 v −100 = 3 IMPs.
  test('Cross: the sum over the other tables', () => {
    const r = crossImpBoard(board);
    expect(r.ns).toEqual([8, 0, -8]);
    expect(r.ew.map((x) => x + 0)).toEqual([-8, 0, 8]);
    expect(r.comparisons).toBe(2);
  });
  test('Cross2: average per comparison', () =>
    expect(crossImpBoard(board, { form: 'per-comparison' }).ns).toEqual([4, 0, -4]));
  test('Cross1: average per score on the board', () =>
    expect(crossImpBoard(board, { form: 'per-score' }).ns).toEqual([8 / 3, 0, -8 / 3]));
  test('an artificial side gets its IMPs once per comparison it would have made', () => {
    const r = crossImpBoard([...board, artificialResult('7', '8', 'A+', 'A')]);
    expect(r.ns[3]).toBe(9);
    expect(r.ew[3]).toBe(0);
    expect(r.ns.slice(0, 3)).toEqual([8, 0, -8]);
  });
  test('the percentage that gives an artificial side the IMPs a file prints for it, in each form', () => {
    // 1.5 IMPs an average plus per comparison; four results, three comparisons. Printed -2.25 in the
    // sum: -0.75 a comparison, half an average minus: 45 %. Printed +1.2 per score: 1.2 / (3/4) = 1.6
    // a comparison, 50 + 1.6 / 1.5 x 10 = 60.67 %; N-S's +1.5 per comparison: 60 %.
    const settings = artificialImpsOf(1.5);
    const cases = [
      ['sum', -2.25, 45],
      ['per-score', 1.2, 50 + (1.6 / 1.5) * 10],
      ['per-comparison', 1.5, 60],
    ] as const;
    for (const [form, printed, percentage] of cases) {
      const p = artificialPercentageForImps(printed / crossArtificialFactor(form, 4), settings);
      expect(p).toBeCloseTo(percentage, 9);
      const r = crossImpBoard([...board, artificialResult('7', '8', p, 50)], { form, artificial: settings });
      expect(r.ns[3]).toBeCloseTo(printed, 9);
    }
  });
});
