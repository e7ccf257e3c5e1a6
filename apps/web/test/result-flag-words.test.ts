// Each result flag in words, from the flags @club/bridge resultFlags raises (Law 77 scores as
// worked out by hand in libs/bridge's test): what was entered, then why it stands out.
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { parseContract, resultFlags, scoreNS, type Seat, type Vulnerability } from '@club/bridge';
import { messagesOf } from '../src/i18n/messages';
import type { Locale } from '../src/i18n/locales';
import { resultFlagIn, resultFlagWords, signedScore } from '../src/words/result-flags';

/** The flag's words as a page in `locale` writes them, from the catalogue. */
const wordsIn = (locale: Locale) => {
  const messages = messagesOf(locale);
  const t = createTranslator({ locale, messages, namespace: 'resultFlags' });
  const seat = createTranslator({ locale, messages, namespace: 'seatLetters' });
  return (flag: Parameters<typeof resultFlagWords>[0]) => resultFlagIn(flag, { t, seat: (s) => seat(s) });
};

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

  it("in the catalogue's English the same sentences; in Czech and Hungarian their own words", () => {
    const field = [result('NS', '3NT', 'S', 9), result('NS', '3NT', 'N', 10), result('NS', '4S', 'N', 10)];
    const [down] = resultFlags(result('NS', '3NT', 'N', 8), field, { vulnerability: 'NS' });
    const [side] = resultFlags(result('NS', '3NT', 'E', 8), field, { vulnerability: 'NS' });
    const nobody = [result('All', '4H', 'E', 11), result('All', '4H', 'W', 8), result('All', '3H', 'E', 10)];
    const [doubled] = resultFlags(result('All', '4SX', 'N', 6), nobody, { vulnerability: 'All' });
    for (const flag of [down!, side!, doubled!]) expect(wordsIn('en')(flag)).toBe(resultFlagWords(flag));
    expect(wordsIn('cs')(side!)).toBe(
      '3NT hraje V, +50: u stolů, které hrály bez trumfů (2 stoly), byla hlavním hráčem strana Sever-Jih, ne Východ-Západ',
    );
    expect(wordsIn('cs')(doubled!)).toMatch(/^4♠ kontra hraje S, −1100: žádný jiný stůl/);
    expect(wordsIn('hu')(down!)).toBe(
      '3NT, felvevő: É, −100: 1 bukás beliben, pedig a leosztást játszó mind a(z) 3 asztalnál teljesítették a vállalást',
    );
  });

  it('writes scores with their sign', () => {
    expect([signedScore(420), signedScore(-50), signedScore(0)]).toEqual(['+420', '−50', '0']);
  });
});
