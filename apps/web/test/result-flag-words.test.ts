// Each result flag in words, from the flags @club/bridge resultFlags raises (Law 77 scores as
// worked out by hand in libs/bridge's test): what was entered, then why it stands out.
import { describe, expect, it } from 'vitest';
import { parseContract, resultFlags, scoreNS, type Seat, type Vulnerability } from '@club/bridge';
import { resultFlagWords, signedScore } from '../src/words/result-flags';

const result = (vulnerability: Vulnerability, contract: string, declarer: Seat, tricks: number) => ({
  contract: parseContract(contract),
  declarer,
  tricks,
  nsScore: scoreNS(parseContract(contract), declarer, vulnerability, tricks),
});

describe('result flag words', () => {
  it('says a contract nobody reached with the range of the field', () => {
    const field = [result('All', '4H', 'E', 11), result('All', '4H', 'W', 8), result('All', '3H', 'E', 10)];
    const [flag] = resultFlags(result('All', '4SX', 'N', 6), field, { vulnerability: 'All' });
    expect(resultFlagWords(flag!)).toBe(
      '4♠ doubled by N, −1100: no other table reached this contract; the field ranged from −650 to +200',
    );
  });

  it('says a vulnerable undertrick where the others made, and a declarer on the other side', () => {
    const field = [result('NS', '3NT', 'S', 9), result('NS', '3NT', 'N', 10), result('NS', '4S', 'N', 10)];
    const [down] = resultFlags(result('NS', '3NT', 'N', 8), field, { vulnerability: 'NS' });
    expect(resultFlagWords(down!)).toBe(
      '3NT by N, −100: 1 down vulnerable, where all 3 tables that played the board made their contract',
    );
    const [side] = resultFlags(result('NS', '3NT', 'E', 8), field, { vulnerability: 'NS' });
    expect(resultFlagWords(side!)).toBe(
      '3NT by E, +50: at the 2 tables that played in no trumps, North-South declared, not East-West',
    );
  });

  it('writes scores with their sign', () => {
    expect([signedScore(420), signedScore(-50), signedScore(0)]).toEqual(['+420', '−50', '0']);
  });
});
