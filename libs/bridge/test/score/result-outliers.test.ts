import { describe, expect, test } from 'vitest';
import {
  parseContract,
  resultFlags,
  resultFlagsSchema,
  scoreNS,
  type FieldResult,
  type Seat,
  type Vulnerability,
} from '../../src';

// A result as a table records it: its NS score worked out by Law 77 (each checked by hand below).
const at =
  (vulnerability: Vulnerability) =>
  (contract: string, declarer: Seat, tricks: number): FieldResult => ({
    contract: parseContract(contract),
    declarer,
    tricks,
    nsScore: scoreNS(parseContract(contract), declarer, vulnerability, tricks),
  });
const entry = (contract: string, declarer: Seat, tricks: number) => ({
  contract: parseContract(contract),
  declarer,
  tricks,
});

describe('resultFlags', () => {
  describe('a doubled contract nobody else reached, scoring below the field (board 7, all vulnerable)', () => {
    const all = at('All');
    // 4H by E, 11 tricks: 120 + 30 + 500 = 650 to EW → −650; 4H by W, 8 tricks: 2 × 100 → +200;
    // 3H by E, 10 tricks: 90 + 30 + 50 = 170 to EW → −170.
    const field = [all('4H', 'E', 11), all('4H', 'W', 8), all('3H', 'E', 10)];

    test('given the field, its Law 77 scores are as worked out by hand', () => {
      expect(field.map((r) => r.nsScore)).toEqual([-650, 200, -170]);
    });

    test('when 4♠ doubled by N goes 4 down (200 + 300 + 300 + 300 = 1100), then one flag names the range', () => {
      expect(resultFlags(entry('4SX', 'N', 6), field, { vulnerability: 'All' })).toEqual([
        {
          code: 'contract-not-reached-beyond-range',
          params: { contract: '4SX', declarer: 'N', nsScore: -1100, fieldMin: -650, fieldMax: 200 },
        },
      ]);
    });

    test('when 4♠ by N goes 1 down (−100, inside −650…+200), then no flag: a different contract alone is bridge', () => {
      expect(resultFlags(entry('4S', 'N', 9), field, { vulnerability: 'All' })).toEqual([]);
    });

    test('when the same 4♥ by E makes 11 again, then no flag', () => {
      expect(resultFlags(entry('4H', 'E', 11), field, { vulnerability: 'All' })).toEqual([]);
    });

    test('when the margin is 500 points, then −1100 (450 below −650) is still inside and raises nothing', () => {
      expect(resultFlags(entry('4SX', 'N', 6), field, { vulnerability: 'All' }, { rangeMargin: 500 })).toEqual([]);
    });
  });

  describe('a vulnerable undertrick in 3NT where every other table made (board 2, NS vulnerable)', () => {
    const ns = at('NS');
    // 3NT by S, 9 tricks: 100 + 500 = 600; 3NT by N, 10: 130 + 500 = 630; 4S by N, 10: 120 + 500 = 620.
    const field = [ns('3NT', 'S', 9), ns('3NT', 'N', 10), ns('4S', 'N', 10)];

    test('given the field, its Law 77 scores are as worked out by hand', () => {
      expect(field.map((r) => r.nsScore)).toEqual([600, 630, 620]);
    });

    test('when 3NT by N takes 8 tricks (1 down vulnerable: −100), then the undertrick is flagged', () => {
      expect(resultFlags(entry('3NT', 'N', 8), field, { vulnerability: 'NS' })).toEqual([
        {
          code: 'vulnerable-undertrick-others-made',
          params: { contract: '3NT', declarer: 'N', nsScore: -100, undertricks: 1, othersMade: 3 },
        },
      ]);
    });

    test('when 3NT by E goes 1 down (not vulnerable: +50), then only the declaring side is flagged', () => {
      expect(resultFlags(entry('3NT', 'E', 8), field, { vulnerability: 'NS' })).toEqual([
        {
          code: 'declarer-side-differs',
          params: {
            contract: '3NT',
            declarer: 'E',
            nsScore: 50,
            strain: 'NT',
            side: 'EW',
            othersSide: 'NS',
            others: 2,
          },
        },
      ]);
    });

    test('when one other table went down, then the undertrick is not flagged', () => {
      const mixed = [ns('3NT', 'S', 9), ns('3NT', 'N', 8), ns('4S', 'N', 10)];
      expect(resultFlags(entry('3NT', 'N', 8), mixed, { vulnerability: 'NS' })).toEqual([]);
    });

    test('when 6NT doubled by S goes 3 down (−800, beyond 600…630), then two flags', () => {
      // 6NT doubled vulnerable, 9 tricks: 200 + 300 + 300 = 800.
      const flags = resultFlags(entry('6NTX', 'S', 9), field, { vulnerability: 'NS' });
      expect(flags.map((f) => f.code)).toEqual([
        'contract-not-reached-beyond-range',
        'vulnerable-undertrick-others-made',
      ]);
      expect(flags[0]!.params.nsScore).toBe(-800);
    });
  });

  describe('too small a field compares against nothing', () => {
    const none = at('None');

    test('given no other result, when anything is entered, then no flag', () => {
      expect(resultFlags(entry('7NTX', 'N', 0), [], { vulnerability: 'All' })).toEqual([]);
    });

    test('given one other result, when a far result is entered, then no flag (default: at least 2 others)', () => {
      expect(resultFlags(entry('7NTX', 'E', 0), [none('2S', 'N', 8)], { vulnerability: 'None' })).toEqual([]);
    });

    test('given one other result and minOthers 1, when 4♠ by W is entered against 2♠ by N, then the side is flagged', () => {
      // 2S by N, 8 tricks: 60 + 50 = 110; 4S by W, 10 tricks: 120 + 300 = 420 to EW → −420.
      const flags = resultFlags(
        entry('4S', 'W', 10),
        [none('2S', 'N', 8)],
        { vulnerability: 'None' },
        { minOthers: 1 },
      );
      expect(flags.map((f) => f.code)).toEqual(['contract-not-reached-beyond-range', 'declarer-side-differs']);
      expect(flags[0]!.params).toMatchObject({ nsScore: -420, fieldMin: 110, fieldMax: 110 });
    });

    test('given a field, when the board is entered passed out, then no flag', () => {
      const field = [none('1NT', 'N', 7), none('2S', 'S', 8)];
      expect(resultFlags({ contract: 'Pass', declarer: null, tricks: null }, field, { vulnerability: 'None' })).toEqual(
        [],
      );
    });
  });

  test('the flags read back through their schema unchanged', () => {
    const all = at('All');
    const flags = resultFlags(entry('4SX', 'N', 6), [all('4H', 'E', 11), all('4H', 'W', 8)], { vulnerability: 'All' });
    expect(resultFlagsSchema.parse(JSON.parse(JSON.stringify(flags)))).toEqual(flags);
    expect(() => resultFlagsSchema.parse([{ code: 'made-up', params: {} }])).toThrow(/code/);
  });
});
