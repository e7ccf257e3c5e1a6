// Cards and suits as a screen reader should say them, in each language's words.
import { SITE_LOCALES } from '@club/events';
import { describe, expect, test } from 'vitest';
import { cardInWords, DECK, suitInWords } from '../../src';

describe('cardInWords', () => {
  test('the suit first as the club languages say a card; English rank of suit', () => {
    expect(cardInWords('SQ', 'cs')).toBe('pik dáma');
    expect(cardInWords('HA', 'hu')).toBe('kőr ász');
    expect(cardInWords('DT', 'sk')).toBe('káro desiatka');
    expect(cardInWords('CJ', 'bs')).toBe('tref dečko');
    expect(cardInWords('SQ', 'en')).toBe('queen of spades');
    expect(cardInWords('H7', 'cs')).toBe('srdce 7');
  });

  test('every card of the pack has its own name in every language, naming its suit', () => {
    for (const locale of SITE_LOCALES) {
      const names = DECK.map((card) => cardInWords(card, locale));
      expect(new Set(names).size, locale).toBe(52);
      DECK.forEach((card, i) => expect(names[i]).toContain(suitInWords(card[0] as 'S', locale)));
    }
  });
});
