// An appeal's adjusted board score, once English text from the server, now facts the page words in
// each language: assigned and weighted outcomes (tricks with their plural forms, percentages in the
// locale's number style), artificial grades, the ruling and its Laws.
import { createFormatter, createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../src/i18n/locales';
import { messagesOf } from '../src/i18n/messages';
import { appealAdjustmentIn, appealResultIn, type AppealAdjustmentFacts } from '../src/words/appeal-adjustment';

const wordsIn = (locale: Locale) => {
  const messages = messagesOf(locale);
  const t = createTranslator({ locale, messages, namespace: 'appealsCase' });
  const seat = createTranslator({ locale, messages, namespace: 'seatLetters' });
  const format = createFormatter({ locale });
  return (facts: AppealAdjustmentFacts) => appealAdjustmentIn(facts, { t, format, seat: (x) => seat(x) });
};

const resultIn = (locale: Locale) => {
  const messages = messagesOf(locale);
  const t = createTranslator({ locale, messages, namespace: 'appealsCase' });
  const replay = createTranslator({ locale, messages, namespace: 'replayPage' });
  const seat = createTranslator({ locale, messages, namespace: 'seatLetters' });
  return (contract: string | null, tricks: number | null, scoreNs: number) =>
    appealResultIn(
      { contract, declarer: contract === 'Pass' ? null : 'N', tricks, scoreNs },
      { t, played: { t: replay, seat: (x) => seat(x) } },
    );
};

const weighted: AppealAdjustmentFacts = {
  ns: {
    kind: 'weighted',
    parts: [
      { percent: 50, outcome: { contract: '4S', declarer: 'S', tricks: 10, scoreNs: 420 } },
      { percent: 50, outcome: { contract: '4SX', declarer: 'S', tricks: 9, scoreNs: -100 } },
    ],
    grade: null,
  },
  ew: {
    kind: 'assigned',
    parts: [{ percent: null, outcome: { contract: 'Pass', declarer: null, tricks: null, scoreNs: 0 } }],
    grade: null,
  },
  rulingId: 'r2',
  laws: ['12C1c', '16B'],
};

const graded: AppealAdjustmentFacts = {
  ns: { kind: 'artificial', parts: [], grade: 'A+' },
  ew: { kind: 'artificial-percentage', parts: [], grade: '40' },
  rulingId: 'r3',
  laws: ['12C2'],
};

const scoreOnly: AppealAdjustmentFacts = {
  ns: {
    kind: 'assigned',
    parts: [{ percent: null, outcome: { contract: '3NT', declarer: 'E', tricks: 1, scoreNs: -1100 } }],
    grade: null,
  },
  ew: {
    kind: 'assigned',
    parts: [{ percent: null, outcome: { contract: null, declarer: null, tricks: null, scoreNs: 50 } }],
    grade: null,
  },
  rulingId: 'r4',
  laws: ['12C1b'],
};

describe("an appeal's adjusted board score", () => {
  it('in English as the record has always read (contracts with suit symbols)', () => {
    const en = wordsIn('en');
    expect(en(weighted)).toBe(
      'NS weighted 50% 4♠ by S, 10 tricks (NS 420) + 50% 4♠X by S, 9 tricks (NS -100); EW assigned passed out (NS 0) (ruling r2, Laws 12C1c, 16B)',
    );
    expect(en(graded)).toBe('NS artificial A+; EW artificial 40% (ruling r3, Laws 12C2)');
    expect(en(scoreOnly)).toBe('NS assigned 3NT by E, 1 tricks (NS -1100); EW assigned NS 50 (ruling r4, Laws 12C1b)');
  });

  it('in Czech and Slovak: seats, sides and the plural forms of tricks', () => {
    expect(wordsIn('cs')(weighted)).toBe(
      'SJ vážený 50 % 4♠ hraje J, 10 zdvihů (SJ 420) + 50 % 4♠X hraje J, 9 zdvihů (SJ -100); VZ přidělený rozdání se nehraje (SJ 0) (rozhodnutí r2, pravidla 12C1c, 16B)',
    );
    expect(wordsIn('cs')(scoreOnly)).toBe(
      'SJ přidělený 3NT hraje V, 1 zdvih (SJ -1100); VZ přidělený SJ 50 (rozhodnutí r4, pravidla 12C1b)',
    );
    expect(wordsIn('sk')(graded)).toBe('SJ umelý A+; VZ umelý 40 % (rozhodnutie r3, pravidlá 12C2)');
  });

  it('in Bosnian and Hungarian', () => {
    expect(wordsIn('bs')(scoreOnly)).toBe(
      'SJ dodijeljen 3NT igra I, 1 štih (SJ -1100); IZ dodijeljen SJ 50 (odluka r4, članovi 12C1b)',
    );
    expect(wordsIn('hu')(graded)).toBe('ÉD mesterséges A+; KNy mesterséges 40% (r3 döntés, szabályok: 12C2)');
    expect(wordsIn('hu')(weighted)).toContain('50% 4♠, felvevő: D, 10 ütés (ÉD 420)');
  });
});

describe("an appeal's result at the table", () => {
  it('in each language: the contract with its suit symbol, declarer, tricks and score; a pass out in words', () => {
    expect(resultIn('en')('4S', 10, 420)).toBe('4♠ by N, 10 tricks, NS 420');
    expect(resultIn('en')('Pass', null, 0)).toBe('passed out');
    expect(resultIn('cs')('4S', 10, 420)).toBe('4♠ hraje S, 10 zdvihů, SJ 420');
    expect(resultIn('cs')('Pass', null, 0)).toBe('rozdání se nehraje');
    expect(resultIn('sk')('3NT', 3, -50)).toBe('3NT hrá S, 3 zdvihy, SJ -50');
    expect(resultIn('bs')('3NT', 3, -50)).toBe('3NT igra S, 3 štiha, SJ -50');
    expect(resultIn('hu')('4HX', 10, 590)).toBe('4♥X, felvevő: É, 10 ütés, ÉD 590');
  });
});
