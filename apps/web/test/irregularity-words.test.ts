// Irregularities and the rectification options the Laws offer, in words (issue 16): every code the
// engine gives (@club/bridge IRREGULARITY_KINDS, OPTION_WORDS_CODES) has its words in every
// language, with every value it names; the English catalogue says exactly what the engine's English
// says, so the English pages are as before; a director call's text from the record is read back.
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import {
  IRREGULARITY_KINDS,
  OPTION_WORDS_CODES,
  irregularityInEnglish,
  optionInEnglish,
  type OptionWords,
} from '@club/bridge';
import { LOCALES, type Locale } from '../src/i18n/locales';
import { messagesOf } from '../src/i18n/messages';
import { directorCallIn, irregularityIn, knownDirectorCall, optionDescriptionIn } from '../src/words/irregularities';
import { readerProblemWordsIn } from '../src/words/lin-problems';

const say = (locale: Locale, namespace: 'rulingsIrregularities' | 'rulingsOptionWords' | 'rulingsDirectorCalls') =>
  createTranslator({ locale, messages: messagesOf(locale), namespace }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;

const yesNo = ['yes', 'no'] as const;
/** Every value an option names, each condition both ways. */
const PARAMS = yesNo.flatMap((condoned) =>
  yesNo.flatMap((inRotation) =>
    yesNo.flatMap((laterCalls) =>
      (['double', 'redouble'] as const).map((doubling) => ({
        lho: 'E',
        partner: 'S',
        offender: 'W',
        turnOf: 'N',
        target: 'S',
        card: 'SK',
        condoned,
        inRotation,
        laterCalls,
        doubling,
      })),
    ),
  ),
);
const wordsOf = (code: OptionWords['code'], params: (typeof PARAMS)[number]) => ({ code, params }) as OptionWords;

describe('irregularity words', () => {
  it('the catalogue has words for exactly the engine codes, in every language', () => {
    for (const locale of LOCALES) {
      const messages = messagesOf(locale);
      expect(Object.keys(messages.rulingsIrregularities).sort(), locale).toEqual([...IRREGULARITY_KINDS].sort());
      expect(Object.keys(messages.rulingsOptionWords).sort(), locale).toEqual([...OPTION_WORDS_CODES].sort());
    }
  });

  it('every irregularity has a name in every language; English names it as the engine does', () => {
    for (const locale of LOCALES) {
      const t = say(locale, 'rulingsIrregularities');
      for (const kind of IRREGULARITY_KINDS) {
        const name = irregularityIn(kind, t);
        expect(name, `${locale} ${kind}`).not.toMatch(/[{}]|rulings/);
        if (locale === 'en') expect(name).toBe(irregularityInEnglish(kind));
        else expect(name, `${locale} ${kind}`).not.toBe(irregularityInEnglish(kind));
      }
    }
    // A kind the engine no longer names keeps its code read as words.
    expect(irregularityIn('card-exposed', say('cs', 'rulingsIrregularities'))).toBe('card exposed');
  });

  it('every option has its words in every language with every value; English is the engine’s English', () => {
    for (const locale of LOCALES) {
      const t = say(locale, 'rulingsOptionWords');
      for (const code of OPTION_WORDS_CODES)
        for (const params of PARAMS) {
          const words = wordsOf(code, params);
          const text = optionDescriptionIn({ description: '', words }, t);
          expect(text, `${locale} ${code}`).not.toMatch(/[{}]|rulingsOptionWords|undefined/);
          if (locale === 'en') expect(text, code).toBe(optionInEnglish(words));
          else expect(text, `${locale} ${code}`).not.toBe(optionInEnglish(words));
        }
    }
  });

  it('names each seat and card the option names, in every language', () => {
    const partnerSilenced = wordsOf('insufficient-bid-partner-silenced', PARAMS[0]!);
    const revoke = wordsOf('revoke-corrected', PARAMS[0]!);
    for (const locale of LOCALES) {
      const t = say(locale, 'rulingsOptionWords');
      expect(optionDescriptionIn({ description: '', words: partnerSilenced }, t), locale).toContain('S');
      expect(optionDescriptionIn({ description: '', words: revoke }, t), locale).toContain('SK');
    }
    expect(optionDescriptionIn({ description: '', words: partnerSilenced }, say('cs', 'rulingsOptionWords'))).toBe(
      'nahrazena jinou dostatečnou nabídkou nebo pasem: S musí pasovat kdykoli bude na řadě',
    );
    // An option recorded without words keeps the engine's English.
    expect(optionDescriptionIn({ description: 'as recorded' }, say('cs', 'rulingsOptionWords'))).toBe('as recorded');
  });

  it("reads the record's own director-call texts back as codes; any other text stays as typed", () => {
    expect(knownDirectorCall('insufficient bid 2C over 2S')).toEqual({
      key: 'insufficient-bid-over',
      params: { call: '2C', over: '2S' },
    });
    expect(knownDirectorCall('revoke by E on trick 5')).toEqual({
      key: 'revoke-on-trick',
      params: { offender: 'E', trick: '5' },
    });
    expect(knownDirectorCall('lead out of turn')).toEqual({ kind: 'lead-out-of-turn' });
    expect(knownDirectorCall('hesitation before the double')).toBeUndefined();
    const sayIn = (locale: Locale) => ({
      call: say(locale, 'rulingsDirectorCalls'),
      kind: say(locale, 'rulingsIrregularities'),
    });
    for (const text of ['insufficient bid 2C over 2S', 'revoke by E on trick 5', 'claim disputed', 'lead out of turn'])
      expect(directorCallIn(text, sayIn('en'))).toBe(text);
    expect(directorCallIn('insufficient bid 2C over 2S', sayIn('cs'))).toBe('nedostatečná nabídka 2C po 2S');
    expect(directorCallIn('revoke by E on trick 5', sayIn('sk'))).toBe('nepriznanie farby, vinník E, zdvih 5');
    expect(directorCallIn('claim disputed', sayIn('bs'))).toBe('zahtjev osporen');
    expect(directorCallIn('lead out of turn', sayIn('hu'))).toBe('soron kívüli kihívás');
    expect(directorCallIn('hesitation before the double', sayIn('hu'))).toBe('hesitation before the double');
    const seat = (s: string) => `<${s}>`;
    expect(directorCallIn('revoke by E on trick 5', { ...sayIn('cs'), seat })).toBe(
      'nepřiznání barvy, viník <E>, zdvih 5',
    );
  });

  it("an imported file's irregular call names its kind in the page's language", () => {
    const irregular = {
      code: 'lin-irregular-call',
      params: { seat: 'N', irregularity: 'insufficient-bid', law: '27' },
      message: 'an irregular call',
    };
    const problem = (locale: Locale) =>
      createTranslator({ locale, messages: messagesOf(locale), namespace: 'linProblems' });
    expect(readerProblemWordsIn(problem('cs'), irregular, say('cs', 'rulingsIrregularities'))).toContain(
      '(nedostatečná nabídka, Pravidlo 27)',
    );
    expect(readerProblemWordsIn(problem('en'), irregular, say('en', 'rulingsIrregularities'))).toContain(
      '(insufficient bid, Law 27)',
    );
  });
});
