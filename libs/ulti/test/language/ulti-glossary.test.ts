// Ulti's words (issue 16): Hungarian in every language, each quoted from the MAUSZ 2017 rules (002),
// with help in every language; the engine's card names are the glossary's words.
import { SITE_LOCALES } from '@club/events';
import { describe, expect, test } from 'vitest';
import { cardName, PACK, RANK_NAMES, SUIT_NAMES, ULTI_GLOSSARY, ULTI_RULES_SOURCE, ultiTerm } from '../../src';
// The source texts' copies and their comparison live with the bridge words' tests.
import { normalise, sourceText } from '../../../bridge/test/language/source-text';

const rules = sourceText({ ...ULTI_RULES_SOURCE, edition: null });

describe('the Ulti glossary', () => {
  test('every word: its quote is in the rules, and the word (or its printed form) in the quote', () => {
    const wrong = Object.entries(ULTI_GLOSSARY).flatMap(([key, entry]) => {
      const quote = normalise(entry.quote);
      const form = normalise('as' in entry ? entry.as : entry.word);
      return [
        ...(rules.includes(quote) ? [] : [`${key}: quote not in ${ULTI_RULES_SOURCE.file}`]),
        ...(quote.includes(form) ? [] : [`${key}: '${form}' not in its quote`]),
      ];
    });
    expect(wrong).toEqual([]);
  });

  test('help in every language; the word stays Hungarian in all of them', () => {
    for (const key of Object.keys(ULTI_GLOSSARY) as (keyof typeof ULTI_GLOSSARY)[])
      for (const locale of SITE_LOCALES) {
        const { word, help } = ultiTerm(key, locale);
        expect(word).toBe(ULTI_GLOSSARY[key].word);
        expect(help.trim().length, `${key} ${locale}`).toBeGreaterThan(0);
      }
  });

  test('the engine names its cards in the glossary’s words (Hungarian pack: piros, makk, tök, zöld)', () => {
    for (const [suit, name] of Object.entries(SUIT_NAMES))
      expect(ULTI_GLOSSARY[suit as keyof typeof ULTI_GLOSSARY].word).toBe(name);
    for (const [rank, name] of Object.entries(RANK_NAMES))
      expect(ULTI_GLOSSARY[rank as keyof typeof ULTI_GLOSSARY].word).toBe(name);
    expect(cardName('piros-A')).toBe('piros ász');
    expect(cardName('zold-O')).toBe('zöld felső');
    expect(new Set(PACK.map(cardName)).size).toBe(32);
  });
});
