import { describe, expect, test } from 'vitest';
import { defaultDealer, defaultVulnerability } from '../src';

// Law 2's table, written out from the text rather than from the formula.
const LAW2: Array<[number, string, string]> = [
  [1, 'N', 'None'],
  [2, 'E', 'NS'],
  [3, 'S', 'EW'],
  [4, 'W', 'All'],
  [5, 'N', 'NS'],
  [6, 'E', 'EW'],
  [7, 'S', 'All'],
  [8, 'W', 'None'],
  [9, 'N', 'EW'],
  [10, 'E', 'All'],
  [11, 'S', 'None'],
  [12, 'W', 'NS'],
  [13, 'N', 'All'],
  [14, 'E', 'None'],
  [15, 'S', 'NS'],
  [16, 'W', 'EW'],
];

describe('Law 2 board markings', () => {
  test.each(LAW2)('board %i: dealer %s, vulnerable %s', (board, dealer, vul) => {
    expect(defaultDealer(board)).toBe(dealer);
    expect(defaultVulnerability(board)).toBe(vul);
    expect(defaultDealer(board + 16)).toBe(dealer);
    expect(defaultVulnerability(board + 32)).toBe(vul);
  });
  test('board 0 is refused', () => expect(() => defaultDealer(0)).toThrow(/board number 0/));
});
