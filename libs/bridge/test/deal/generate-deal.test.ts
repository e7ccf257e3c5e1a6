import { describe, expect, test } from 'vitest';
import { DECK, SEATS, generateDeal, isCompleteDeal, seededRandom } from '../../src';

describe('seeded deals', () => {
  test('the same seed gives the same deal; another seed another deal', () => {
    expect(generateDeal(42)).toEqual(generateDeal(42));
    expect(generateDeal(42)).not.toEqual(generateDeal(43));
  });

  test('every generated deal is complete: 13 cards each, 52 distinct', () => {
    for (let seed = 0; seed < 200; seed++) {
      const deal = generateDeal(seed);
      expect(isCompleteDeal(deal)).toBe(true);
      expect(new Set(SEATS.flatMap((s) => deal[s])).size).toBe(52);
    }
  });

  test('the generator gives numbers in [0, 1) and refuses a non-integer seed', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 1000; i++) {
      const x = random();
      expect(x >= 0 && x < 1).toBe(true);
    }
    expect(() => seededRandom(1.5)).toThrow(/seed: 1.5/);
  });

  test('cards are spread evenly over the seats (2,000 deals)', () => {
    // Each card should land in each seat about 500 times; 400..600 is over 4 standard deviations wide.
    const counts = new Map<string, number>();
    for (let seed = 1; seed <= 2000; seed++) {
      const deal = generateDeal(seed * 7919);
      for (const seat of SEATS)
        for (const card of deal[seat]) counts.set(seat + card, (counts.get(seat + card) ?? 0) + 1);
    }
    for (const seat of SEATS) {
      for (const card of DECK) {
        const n = counts.get(seat + card) ?? 0;
        expect(n, `${card} in ${seat}`).toBeGreaterThan(400);
        expect(n, `${card} in ${seat}`).toBeLessThan(600);
      }
    }
  });
});
