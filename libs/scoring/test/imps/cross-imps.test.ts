import { describe, expect, test } from 'vitest';
import { artificialResult, crossImpBoard, playedResult } from '../../src';

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
});
