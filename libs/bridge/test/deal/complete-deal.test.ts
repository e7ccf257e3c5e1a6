import { describe, expect, test } from 'vitest';
import { fillMissingHand, formatPbnDeal, parsePbnDeal } from '../../src';

const SAMPLE = 'N:974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT';

describe('filling the one unknown hand', () => {
  test('the missing hand is the rest of the pack', () => {
    const partial = parsePbnDeal('N:974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 -', { complete: false });
    expect(formatPbnDeal(fillMissingHand(partial))).toBe(SAMPLE);
  });

  test('two unknown hands cannot be worked out', () => {
    const partial = parsePbnDeal('N:974.AJ3.63.AK963 K83.K9752.7.8752 - -', { complete: false });
    expect(() => fillMissingHand(partial)).toThrow(/hands S, W are unknown/);
  });

  test('the known hands must have 13 cards each', () => {
    const partial = parsePbnDeal('N:974.AJ3.63.AK96 K83.K9752.7.8752 AQJ5.T864.KJ94.4 -', { complete: false });
    expect(() => fillMissingHand(partial)).toThrow(/hand N has 12 cards/);
  });
});
