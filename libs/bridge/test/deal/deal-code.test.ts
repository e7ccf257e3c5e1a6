import { describe, expect, test } from 'vitest';
import { dealCode, dealOfCode, formatPbnDeal, generateDeal, isDealCode, parsePbnDeal, type Deal } from '../../src';

describe('deal code: a complete deal as 26 hex digits', () => {
  test('names each card’s holder, two bits a card in the order of the pack (N 0, E 1, S 2, W 3)', () => {
    const suits = parsePbnDeal('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432');
    // Spades are North's (0), hearts East's (1), diamonds South's (2), clubs West's (3); the pair
    // S2–HA and the pair D2–CA straddle two suits.
    expect(dealCode(suits as Deal)).toBe('000000' + '1' + '555555' + 'aaaaaa' + 'b' + 'ffffff');
  });

  test('reads back the deal it was made from, for many deals', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const deal = generateDeal(seed);
      const code = dealCode(deal);
      expect(isDealCode(code)).toBe(true);
      expect(formatPbnDeal(dealOfCode(code))).toBe(formatPbnDeal(deal));
    }
  });

  test('refuses a text that is not a code, or a code whose hands are not thirteen cards', () => {
    expect(() => dealOfCode('xyz')).toThrow(/not a deal code/);
    expect(() => dealOfCode('0'.repeat(26))).toThrow(/gives N 52 cards/);
  });
});
