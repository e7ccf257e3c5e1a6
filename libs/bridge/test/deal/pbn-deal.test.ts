import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { DealError, formatPbnDeal, generateDeal, parsePbnDeal, validateDeal, type PartialDeal } from '../../src';

const SAMPLE = 'N:974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT';

describe('PBN deal string', () => {
  test('reads the four hands clockwise from the first seat', () => {
    const deal = parsePbnDeal(SAMPLE);
    expect(deal.N).toEqual(['S9', 'S7', 'S4', 'HA', 'HJ', 'H3', 'D6', 'D3', 'CA', 'CK', 'C9', 'C6', 'C3']);
    expect(deal.E).toEqual(['SK', 'S8', 'S3', 'HK', 'H9', 'H7', 'H5', 'H2', 'D7', 'C8', 'C7', 'C5', 'C2']);
    expect(deal.W).toEqual(['ST', 'S6', 'S2', 'HQ', 'DA', 'DQ', 'DT', 'D8', 'D5', 'D2', 'CQ', 'CJ', 'CT']);
  });

  test('a string starting at another seat puts the first hand there', () => {
    const fromSouth = parsePbnDeal('S:AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT 974.AJ3.63.AK963 K83.K9752.7.8752');
    expect(fromSouth).toEqual(parsePbnDeal(SAMPLE));
    expect(formatPbnDeal(fromSouth, 'S')).toBe('S:AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT 974.AJ3.63.AK963 K83.K9752.7.8752');
  });

  test('reading is lenient on case and order, writing is canonical', () => {
    const messy = 'e:k38.2579k.7.8752 aqj5.t864.kj94.4 t62.q.aqt852.qjt 479.aj3.36.ak963';
    expect(formatPbnDeal(parsePbnDeal(messy))).toBe(SAMPLE);
  });

  test('a void suit is an empty field', () => {
    const deal = parsePbnDeal('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432');
    expect(formatPbnDeal(deal, 'W')).toBe('W:...AKQJT98765432 AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432.');
  });

  test('unknown hands (-) are allowed when a complete deal is not required', () => {
    const deal = parsePbnDeal('N:974.AJ3.63.AK963 - - -', { complete: false });
    expect(deal.E).toBeNull();
    expect(formatPbnDeal(deal)).toBe('N:974.AJ3.63.AK963 - - -');
    expect(() => parsePbnDeal('N:974.AJ3.63.AK963 - - -')).toThrow(/hand E is unknown/);
  });

  test.each([
    [
      'N:974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJ9',
      'duplicate-card',
      /card C9 is in both hand N and hand W/,
    ],
    [
      'N:974.AJ3.63.AK9633 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJ',
      'duplicate-card',
      /card C3 is twice in hand N/,
    ],
    [
      'N:974.AJ3.63.AK9632 K83.K9752.7.875 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT',
      'hand-size',
      /hand N has 14 cards \(13 expected\)/,
    ],
    ['N:974.AJ3.63.AK96 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT3', 'hand-size', /hand N has 12 cards/],
    [
      'N:974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJ1',
      'not-a-card',
      /'1' in hand W \(C\) is not a card rank/,
    ],
    ['N:974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4', 'format', /expected 4 hands after 'N:', found 3/],
    ['974.AJ3.63.AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT', 'format', /does not start with a seat/],
    [
      'N:974.AJ3.63AK963 K83.K9752.7.8752 AQJ5.T864.KJ94.4 T62.Q.AQT852.QJT',
      'format',
      /hand N '974.AJ3.63AK963' has 3 suits/,
    ],
  ])('%s is refused (%s)', (text, problem, message) => {
    expect(() => parsePbnDeal(text)).toThrow(message);
    try {
      parsePbnDeal(text);
    } catch (error) {
      expect(error).toBeInstanceOf(DealError);
      expect((error as DealError).problem).toBe(problem);
    }
  });

  test('validateDeal refuses a card that is not in the pack', () => {
    const deal = { ...parsePbnDeal(SAMPLE), N: ['SZ'] } as unknown as PartialDeal;
    expect(() => validateDeal(deal, { complete: false })).toThrow(/'SZ' in hand N is not a card of the pack/);
  });

  test('format then parse gives the same deal back (seeded deals)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom('N', 'E', 'S', 'W' as const), (seed, first) => {
        const deal = generateDeal(seed);
        expect(parsePbnDeal(formatPbnDeal(deal, first))).toEqual(deal);
      }),
      { numRuns: 200 },
    );
  });
});
