import { describe, expect, test } from 'vitest';
import { artificialResult, butlerBoard, butlerDatum, playedResult, weightedSide } from '../../src';

describe('Butler datum', () => {
  const scores = [420, 420, -50, 400, -50, 110, 140];
  test('mean of all scores', () => expect(butlerDatum(scores)).toBeCloseTo(1390 / 7, 9));
  test('Butler-2: one top and one bottom dropped, then the mean', () =>
    expect(butlerDatum(scores, { dropEachEnd: 1 })).toBe(1020 / 5));
  test('rounded to tens', () => expect(butlerDatum(scores, { dropEachEnd: 1, roundToTens: true })).toBe(200));
  test('median of an even count is the mean of the middle two', () =>
    expect(butlerDatum([100, -50, 600, 420], { average: 'median' })).toBe(260));
  test('halves round away from zero', () => {
    expect(butlerDatum([-20, -30], { roundToTens: true })).toBe(-30);
    expect(butlerDatum([20, 30], { roundToTens: true })).toBe(30);
  });
  test('too few scores to drop keeps them all', () => expect(butlerDatum([100, 200], { dropEachEnd: 1 })).toBe(150));
  test('no score: no datum', () => expect(butlerDatum([])).toBeNull());
  test('a negative drop is refused', () =>
    expect(() => butlerDatum([1], { dropEachEnd: -1 })).toThrow(/dropped at each end/));
});

describe('Butler IMPs', () => {
  test('each table is IMPed against the datum; artificial sides get ±3 and stay out of the datum', () => {
    const board = butlerBoard([
      playedResult('1', '2', 620),
      playedResult('3', '4', 170),
      playedResult('5', '6', -100),
      artificialResult('7', '8', 'A+', 'A-'),
    ]);
    // datum (620 + 170 − 100) / 3 = 230; 620 − 230 = 390 → 9; 170 − 230 = −60 → −2; −100 − 230 = −330 → −8
    expect(board.datum).toBe(230);
    expect(board.ns).toEqual([9, -2, -8, 3]);
    expect(board.ew).toEqual([-9, 2, 8, -3]);
  });
  test('a weighted score gets the weighted IMPs of its outcomes and stays out of the datum', () => {
    const board = butlerBoard([
      playedResult('1', '2', 620),
      playedResult('3', '4', 170),
      {
        ns: '5',
        ew: '6',
        nsSide: weightedSide([
          { weight: 0.25, scoreNS: 620 },
          { weight: 0.75, scoreNS: 170 },
        ]),
        ewSide: { kind: 'score', scoreNS: 170 },
      },
    ]);
    // datum (620 + 170) / 2 = 395; 620 − 395 = 225 → 6; 170 − 395 = −225 → −6; weighted 0.25·6 + 0.75·(−6) = −3
    expect(board.datum).toBe(395);
    expect(board.ns).toEqual([6, -6, -3]);
    expect(board.ew).toEqual([-6, 6, 6]);
  });
});
