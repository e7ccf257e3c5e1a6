import { describe, expect, test } from 'vitest';
import {
  activePlayers,
  cardPoints,
  cut,
  dealHands,
  nextDealer,
  PACK,
  parseCard,
  randomDeal,
  seededRandom,
  strength,
  sumCardPoints,
  type Card,
} from '../src';

describe('pack and card points (§1, §4(A)(2))', () => {
  test('32 different cards, 8 in each of the four suits', () => {
    expect(new Set(PACK).size).toBe(32);
    for (const s of ['piros', 'makk', 'tok', 'zold']) expect(PACK.filter((c) => c.startsWith(`${s}-`))).toHaveLength(8);
  });
  test('aces and tens are worth 10, the rest 0: 80 in the pack', () => {
    expect(cardPoints('makk-A')).toBe(10);
    expect(cardPoints('zold-10')).toBe(10);
    expect(cardPoints('piros-K')).toBe(0);
    expect(sumCardPoints(PACK)).toBe(80);
  });
  test('trump order A 10 K O U 9 8 7; no-trump order A K O U 10 9 8 7', () => {
    const byStrength = (order: 'trump' | 'noTrump') =>
      (['A', '10', 'K', 'O', 'U', '9', '8', '7'] as const)
        .map((r) => `tok-${r}` as Card)
        .sort((a, b) => strength(b, order) - strength(a, order));
    expect(byStrength('trump')).toEqual(['tok-A', 'tok-10', 'tok-K', 'tok-O', 'tok-U', 'tok-9', 'tok-8', 'tok-7']);
    expect(byStrength('noTrump')).toEqual(['tok-A', 'tok-K', 'tok-O', 'tok-U', 'tok-10', 'tok-9', 'tok-8', 'tok-7']);
  });
  test('cards are parsed and bad ones named', () => {
    expect(parseCard('Zöld-a')).toBe('zold-A');
    expect(() => parseCard('piros-6')).toThrow(/'piros-6' is not a card/);
  });
});

describe('dealing (§2)', () => {
  // Seats in the direction of play: after D comes R (his right-hand neighbour), then L.
  const seats = ['D', 'R', 'L'];
  test('first packet of 7 to the right-hand neighbour, then fives: R 7, L 5, D 5, R 5, L 5, D 5', () => {
    const hands = dealHands(PACK, seats, 'D');
    expect(hands.R).toEqual([...PACK.slice(0, 7), ...PACK.slice(17, 22)]);
    expect(hands.L).toEqual([...PACK.slice(7, 12), ...PACK.slice(22, 27)]);
    expect(hands.D).toEqual([...PACK.slice(12, 17), ...PACK.slice(27, 32)]);
  });
  test('four at a table: the dealer gets nothing, R 7, opposite 5, L 5, then fives', () => {
    const hands = dealHands(PACK, ['D', 'R', 'O', 'L'], 'D');
    expect(hands.D).toBeUndefined();
    expect(hands.R).toHaveLength(12);
    expect(hands.O).toEqual([...PACK.slice(7, 12), ...PACK.slice(22, 27)]);
    expect(hands.L).toEqual([...PACK.slice(12, 17), ...PACK.slice(27, 32)]);
  });
  test('the first bidder is the right-hand neighbour; the deal moves one seat in the direction of play', () => {
    expect(activePlayers(seats, 'D')).toEqual(['R', 'L', 'D']);
    expect(activePlayers(['D', 'R', 'O', 'L'], 'D')).toEqual(['R', 'O', 'L']);
    expect(nextDealer(seats, 'D')).toBe('R');
    expect(nextDealer(seats, 'L')).toBe('D');
  });
  test('the cut puts the part left on the table on top of the lifted part; at least 3 each way', () => {
    expect(cut(PACK, 3).slice(-3)).toEqual(PACK.slice(0, 3));
    expect(() => cut(PACK, 2)).toThrow(/3 to 29/);
    expect(() => cut(PACK, 30)).toThrow(/not 30/);
  });
  test('a seeded deal is reproducible and deals all 32 cards 12/10/10', () => {
    const a = randomDeal(seededRandom(7), seats, 'D');
    expect(randomDeal(seededRandom(7), seats, 'D')).toEqual(a);
    expect([a.R!.length, a.L!.length, a.D!.length]).toEqual([12, 10, 10]);
    expect(new Set([...a.R!, ...a.L!, ...a.D!]).size).toBe(32);
  });
});
