import { describe, expect, test } from 'vitest';
import { parseContract, scoreDeclarer, scoreNS, type Contract, type Seat, type Vulnerability } from '../../src';

// Each result worked out by hand from Law 77; the working is in the comment.
const FROM_DECLARER: Array<[string, 'NV' | 'V', number, number, string]> = [
  ['3NT', 'NV', 9, 400, '100 + game 300'],
  ['3NT', 'V', 9, 600, '100 + game 500'],
  ['4S', 'NV', 10, 420, '120 + 300'],
  ['1NT', 'NV', 8, 120, '40 + overtrick 30 + part-score 50'],
  ['2HX', 'NV', 8, 470, '120 + 300 + insult 50'],
  ['1NTXX', 'V', 7, 760, '160 + 500 + 100'],
  ['1CX', 'NV', 13, 740, '40 + 6×100 + part 50 + insult 50'],
  ['6CXX', 'V', 12, 1830, '480 + 500 + slam 750 + 100'],
  ['7NTXX', 'V', 13, 2980, '(40 + 6×30)×4 = 880 + 500 + 1500 + 100'],
  ['1NTX', 'NV', 3, -800, 'down 4: 100 + 200 + 200 + 300'],
  ['7NT', 'NV', 13, 1520, '220 + 300 + 1000'],
  ['7NT', 'V', 13, 2220, '220 + 500 + 1500'],
  ['6S', 'NV', 12, 980, '180 + 300 + 500'],
  ['6H', 'V', 12, 1430, '180 + 500 + 750'],
  ['6H', 'V', 13, 1460, '180 + overtrick 30 + 500 + 750'],
  ['2S', 'NV', 9, 140, '60 + 30 + 50'],
  ['5C', 'NV', 11, 400, '100 + 300'],
  ['5D', 'V', 11, 600, '100 + 500'],
  ['4C', 'V', 11, 150, '80 + overtrick 20 + part 50: overtricks never make a game'],
  ['4H', 'V', 9, -100, 'down 1 undoubled vulnerable'],
  ['3NT', 'NV', 7, -100, 'down 2 × 50'],
  ['4SX', 'V', 7, -800, 'down 3: 200 + 300 + 300'],
  ['3NTXX', 'NV', 6, -1000, 'down 3: 200 + 400 + 400'],
  ['7NTXX', 'V', 0, -7600, 'down 13: 400 + 12×600'],
  ['7C', 'NV', 0, -650, 'down 13 × 50'],
  ['1CX', 'NV', 7, 140, '40 + part 50 + insult 50'],
  ['1CXX', 'NV', 7, 230, '80 + part 50 + insult 100'],
  ['1HXX', 'NV', 7, 520, '120 is a game: 120 + 300 + 100'],
  ['2CX', 'V', 8, 180, '80 is a part-score: 80 + 50 + 50'],
  ['2NTX', 'V', 8, 690, '140 + 500 + 50'],
  ['4HX', 'V', 11, 990, '240 + overtrick 200 + 500 + 50'],
  ['3NT', 'NV', 13, 520, '100 + 4×30 + 300'],
  ['1NTX', 'V', 8, 380, '80 + 200 + part 50 + 50'],
  ['2DXX', 'NV', 10, 960, '160 + 2×200 + 300 + 100'],
  ['3SX', 'NV', 5, -800, 'down 4: 100 + 200 + 200 + 300'],
  ['5CX', 'V', 6, -1400, 'down 5: 200 + 4×300'],
  ['6NTXX', 'NV', 11, -200, 'down 1 redoubled not vulnerable'],
  ['1NTXX', 'V', 5, -1000, 'down 2: 400 + 600'],
  ['7SX', 'NV', 0, -3500, 'down 13: 100 + 200 + 200 + 10×300'],
];

describe('Law 77, hand-checked results (declarer side)', () => {
  test.each(FROM_DECLARER)('%s %s with %i tricks scores %i (%s)', (text, vul, tricks, expected) => {
    expect(scoreDeclarer(parseContract(text) as Contract, vul === 'V', tricks)).toBe(expected);
  });
});

const FROM_NS: Array<[string, Seat, Vulnerability, number, number]> = [
  ['4SX', 'N', 'NS', 9, -200], // N vulnerable, doubled down 1
  ['4SX', 'E', 'NS', 9, 100], // E not vulnerable: defenders NS get 100
  ['3NT', 'W', 'All', 10, -630], // 100 + 30 + 500 to EW
  ['3NT', 'S', 'EW', 9, 400], // NS not vulnerable
  ['Pass', 'N', 'All', 0, 0],
  ['1NT', 'E', 'None', 6, 50], // down 1 to NS
];

describe('Law 77 from North-South', () => {
  test.each(FROM_NS)('%s by %s, vulnerable %s, %i tricks: NS %i', (text, declarer, vul, tricks, expected) => {
    expect(scoreNS(parseContract(text), declarer, vul, tricks)).toBe(expected);
  });

  test('the 1997 and 2007 editions give the same score', () => {
    const c = parseContract('1NTX') as Contract;
    expect(scoreNS(c, 'N', 'None', 3, { lawsEdition: '1997' })).toBe(-800);
    expect(scoreNS(c, 'N', 'None', 3, { lawsEdition: '2007' })).toBe(-800);
  });
});

describe('bad input names the field', () => {
  const four = parseContract('4S') as Contract;
  test.each([
    [() => scoreNS(four, 'N', 'None', 14), /^tricks: 14/],
    [() => scoreNS(four, 'N', 'None', -1), /^tricks: -1/],
    [() => scoreNS(four, 'N', 'None', 9.5), /^tricks: 9.5/],
    [() => scoreNS(four, 'Q' as Seat, 'None', 9), /^declarer: 'Q'/],
    [() => scoreNS(four, 'N', 'Both' as Vulnerability, 9), /^vulnerability: 'Both'/],
    [
      () => scoreNS({ level: 8, strain: 'NT', doubling: '' } as unknown as Contract, 'N', 'None', 9),
      /^contract: level 8/,
    ],
    [
      () => scoreNS({ level: 4, strain: 'S', doubling: 'XXX' } as unknown as Contract, 'N', 'None', 9),
      /^contract: doubling 'XXX'/,
    ],
    [
      () => scoreNS({ level: 4, strain: 'B', doubling: '' } as unknown as Contract, 'N', 'None', 9),
      /^contract: denomination 'B'/,
    ],
    [() => scoreDeclarer(four, 'yes' as unknown as boolean, 9), /^vulnerable: yes/],
  ])('case %#', (call, message) => {
    expect(call).toThrow(RangeError);
    expect(call).toThrow(message);
  });
});
