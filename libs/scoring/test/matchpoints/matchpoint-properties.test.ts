import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { matchpointBoard, playedResult, weightedSide, type BoardResult } from '../../src';

const scores = fc.array(
  fc.integer({ min: -300, max: 300 }).map((x) => x * 10),
  { minLength: 1, maxLength: 40 },
);
const board = (list: number[]) => list.map((s, i) => playedResult(`${i}`, `${i + 100}`, s));

describe('matchpoint properties', () => {
  test('a balanced board shares exactly n·top/2 units each way, and NS + EW = top on every line', () => {
    fc.assert(
      fc.property(scores, (list) => {
        const r = matchpointBoard(board(list));
        const top = 2 * (list.length - 1);
        expect(r.ns.reduce((a, b) => a + b, 0)).toBe((list.length * top) / 2);
        r.ns.forEach((u, i) => expect(u + r.ew[i]!).toBe(top));
      }),
      { numRuns: 100 },
    );
  });

  test('the sorted fast path gives what the general comparison gives (a weighted side of weight 1 forces it)', () => {
    fc.assert(
      fc.property(scores, (list) => {
        const fast = matchpointBoard(board(list));
        const general: BoardResult[] = board(list).map((r, i) =>
          i === 0
            ? {
                ...r,
                nsSide: weightedSide([{ weight: 1, scoreNS: list[0]! }]),
                ewSide: weightedSide([{ weight: 1, scoreNS: list[0]! }]),
              }
            : r,
        );
        const slow = matchpointBoard(general);
        expect(slow.ns).toEqual(fast.ns);
        expect(slow.ew).toEqual(fast.ew);
      }),
      { numRuns: 100 },
    );
  });

  test('a higher score never gets fewer units', () => {
    fc.assert(
      fc.property(scores, (list) => {
        const r = matchpointBoard(board(list));
        for (let i = 0; i < list.length; i++)
          for (let j = 0; j < list.length; j++) if (list[i]! > list[j]!) expect(r.ns[i]!).toBeGreaterThan(r.ns[j]!);
      }),
      { numRuns: 100 },
    );
  });
});
