// Compscore's rounding of factored boards in the totals: a board short of results (a table did not
// play it) goes in as its percentage of the top rounded to two decimals; a board factored only because
// it holds an artificial score goes in at its exact value. The percentage always uses the exact values.
import { describe, expect, test } from 'vitest';
import { artificialResult, playedResult, scorePairsSession, type SessionBoard } from '../../src';

// Four tables, Mitchell (1–4 North-South, 1–4 East-West), three boards, nobody vulnerable; a full
// board is four results, top 6 units. Neuberg in units: u' = (u + 1) · 4/3 − 1.
//   Board 1, full: 2NS 450 → 6, 1NS 420 → 4, 4NS 170 → 2, 3NS −50 → 0.
//   Board 2, 4NS–1EW given A60/60 (3.6 each); the three played results factored 3 → 4:
//     2NS 450: 4 → 17/3 = 5.6667; 1NS 420: 2 → 3; 3NS −50: 0 → 1/3.  Added exactly.
//   Board 3, short (4NS and 2EW did not play it), factored 3 → 4 the same way and added as a
//     two-decimal percentage: 17/3 of 6 = 94.444 % → 94.44 % = 5.6664; 3 = 50 % = 3; 1/3 = 5.556 % → 5.56 % = 0.3336.
//     1NS 450 → 5.6664, 2NS 420 → 3, 3NS −50 → 0.3336.
// Totals: 1NS 4 + 3 + 5.6664 = 12.6664; 2NS 6 + 17/3 + 3 = 14.6667 (14.6664 were board 2 rounded too);
// 3NS 0 + 1/3 + 0.3336 = 0.6669. Percentages from the exact values: 1NS (4 + 3 + 17/3) / 18 = 70.370 %.
const boards: SessionBoard[] = [
  {
    board: 1,
    results: [
      playedResult('1NS', '1EW', 420),
      playedResult('2NS', '2EW', 450),
      playedResult('3NS', '3EW', -50),
      playedResult('4NS', '4EW', 170),
    ],
  },
  {
    board: 2,
    results: [
      playedResult('1NS', '2EW', 420),
      playedResult('2NS', '3EW', 450),
      playedResult('3NS', '4EW', -50),
      artificialResult('4NS', '1EW', 60, 60),
    ],
  },
  {
    board: 3,
    results: [playedResult('1NS', '3EW', 450), playedResult('2NS', '4EW', 420), playedResult('3NS', '1EW', -50)],
  },
];

describe('totals with factored boards, Compscore’s way', () => {
  const session = scorePairsSession(boards, { method: 'MP', fullCount: 'session', factoredPercentageDecimals: 2 });
  const total = (pair: string) => session.totals.find((t) => t.pair === pair)!;

  test('a board short of results is added as a two-decimal percentage of the top', () => {
    expect(total('1NS').total).toBeCloseTo(4 + 3 + 5.6664, 9);
    expect(total('3NS').total).toBeCloseTo(0 + 1 / 3 + 0.3336, 9);
  });

  test('a board factored only because of an artificial score is added at its exact value', () => {
    expect(total('2NS').total).toBeCloseTo(6 + 17 / 3 + 3, 9);
    // The artificial side itself: 60 % of 6 exactly; 4NS did not play board 3, so its own average fills it.
    expect(total('4NS').total).toBeCloseTo(((2 + 3.6) * 3) / 2, 9);
  });

  test('the percentages come from the exact values', () => {
    expect(total('1NS').percentage).toBeCloseTo((100 * (4 + 3 + 17 / 3)) / 18, 9);
  });

  test('without the convention every board is exact', () => {
    const exact = scorePairsSession(boards, { method: 'MP', fullCount: 'session' });
    expect(exact.totals.find((t) => t.pair === '1NS')!.total).toBeCloseTo(4 + 3 + 17 / 3, 9);
  });
});
