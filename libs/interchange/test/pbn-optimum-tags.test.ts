import { describe, expect, test } from 'vitest';
import { importPbn, optimumContract, optimumScore } from '../src';

describe('PBN Optimum tags read typed', () => {
  test('OptimumScore: North-South view, an East-West one negated, a bare number', () => {
    expect(optimumScore('NS 620')).toBe(620);
    expect(optimumScore('NS -430')).toBe(-430);
    expect(optimumScore('EW 100')).toBe(-100);
    expect(optimumScore('NS 0')).toBe(0);
    expect(optimumScore('110')).toBe(110);
    expect(optimumScore('par 110')).toBeUndefined();
  });

  test('OptimumContract: contract, declarer, tricks; Pass; anything else left out', () => {
    expect(optimumContract('4N E 10')).toEqual({
      contract: { level: 4, strain: 'NT', doubling: '' },
      declarer: 'E',
      tricks: 10,
    });
    expect(optimumContract('5DX n 9')).toEqual({
      contract: { level: 5, strain: 'D', doubling: 'X' },
      declarer: 'N',
      tricks: 9,
    });
    expect(optimumContract('Pass')).toBe('Pass');
    expect(optimumContract('4S-NS+1')).toBeUndefined();
    expect(optimumContract('4S N 14')).toBeUndefined();
    expect(optimumContract('8S N 10')).toBeUndefined();
  });

  test('a board keeps them; a table short of a row is left out, the file still read', () => {
    const rows = (n: number) =>
      ['W', 'N', 'E', 'S']
        .flatMap((seat) => ['S', 'H', 'D', 'C', 'NT'].map((strain) => `${seat} ${strain} 6`))
        .slice(0, n)
        .join('\n');
    const game = (n: number) =>
      `[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[OptimumScore "NS 0"]\n[OptimumContract "Pass"]\n` +
      `[OptimumResultTable "Declarer;Denomination\\\\2R;Result\\\\2R"]\n${rows(n)}\n`;
    const full = importPbn(game(20)).boards[0]!;
    expect(full.optimum).toMatchObject({ scoreNS: 0, contract: 'Pass' });
    expect(full.optimum?.table?.E).toEqual({ C: 6, D: 6, H: 6, S: 6, NT: 6 });
    const short = importPbn(game(19)).boards[0]!;
    expect(short.optimum).toEqual({ scoreNS: 0, contract: 'Pass' });
  });
});
