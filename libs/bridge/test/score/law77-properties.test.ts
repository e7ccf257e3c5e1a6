import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { leftOf, scoreNS, SEATS, STRAINS, type Contract, type Level, type Vulnerability } from '../../src';

// Turning the table a quarter (declarer one seat to the left, vulnerability swapped between the
// sides) must turn North-South's score into East-West's: NS score = −EW score.
const MIRROR: Record<Vulnerability, Vulnerability> = { None: 'None', NS: 'EW', EW: 'NS', All: 'All' };

const contracts = fc.record({
  level: fc.integer({ min: 1, max: 7 }).map((n) => n as Level),
  strain: fc.constantFrom(...STRAINS),
  doubling: fc.constantFrom('' as const, 'X' as const, 'XX' as const),
});

describe('Law 77 symmetry', () => {
  test('a quarter turn of the table negates the NS score', () => {
    fc.assert(
      fc.property(
        contracts,
        fc.constantFrom(...SEATS),
        fc.constantFrom<Vulnerability>('None', 'NS', 'EW', 'All'),
        fc.integer({ min: 0, max: 13 }),
        (contract: Contract, declarer, vul, tricks) => {
          const ns = scoreNS(contract, declarer, vul, tricks);
          expect(scoreNS(contract, leftOf(declarer), MIRROR[vul], tricks)).toBe(-ns);
          expect(ns).not.toBe(0); // only a passed-out board scores 0
        },
      ),
      { numRuns: 500 },
    );
  });

  test("one more trick never lowers the declaring side's score", () => {
    fc.assert(
      fc.property(
        contracts,
        fc.constantFrom<Vulnerability>('None', 'NS', 'EW', 'All'),
        fc.integer({ min: 0, max: 12 }),
        (contract: Contract, vul, tricks) => {
          expect(scoreNS(contract, 'N', vul, tricks + 1)).toBeGreaterThan(scoreNS(contract, 'N', vul, tricks));
        },
      ),
      { numRuns: 500 },
    );
  });
});
