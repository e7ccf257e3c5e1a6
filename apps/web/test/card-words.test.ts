// Suits and cards read out as words: a screen reader hears "king of hearts", never "♥K" or "HK";
// a holding is read rank by rank; the red suits keep their own shapes beside their colour.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Card, cardWords, Contract, Holding, Suit } from '../src/components/suit';
import { CARD_WORDS, rankWords } from '../src/words/cards';

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);
/** What a screen reader reads: the markup without the parts hidden from it, tags dropped, img names kept. */
const spoken = (markup: string) =>
  markup
    .replace(/<span aria-hidden="true">(?:<span[^>]*>[^<]*<\/span>|[^<])*<\/span>/g, '')
    .replace(/<span[^>]*role="img" aria-label="([^"]+)"[^>]*>(?:<span[^>]*>[^<]*<\/span>|[^<])*<\/span>/g, ' $1 ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('suits and cards in words', () => {
  it('names every card of the pack, ten written T or 10', () => {
    expect([cardWords('SQ'), cardWords('HT'), cardWords('H10'), cardWords('D2'), cardWords('CA')]).toEqual([
      'queen of spades',
      'ten of hearts',
      'ten of hearts',
      'two of diamonds',
      'ace of clubs',
    ]);
    expect(cardWords('Pass')).toBe('Pass');
    expect(['A', 'K', 'J', '9', 'X'].map(rankWords)).toEqual(['ace', 'king', 'jack', 'nine', 'X']);
  });

  it('reads a card as words and shows its symbol, the red suits red', () => {
    const king = html(createElement(Card, { card: 'HK' }));
    expect(spoken(king)).toBe('king of hearts');
    expect(king).toContain('<span class="suit red">♥</span>K');
    expect(spoken(html(createElement(Card, { card: 'S10' })))).toBe('ten of spades');
    expect(html(createElement(Card, { card: 'C2' }))).toContain('<span class="suit">♣</span>2');
  });

  it('reads a suit by its name and a contract as level and suit', () => {
    expect(spoken(html(createElement(Suit, { suit: 'D' })))).toBe('diamonds');
    expect(spoken(html(createElement(Contract, { contract: '4Sx' })))).toBe('4 spades x');
  });

  it('reads a holding rank by rank, a void as none', () => {
    const holding = html(createElement(Holding, { cards: 'AKT5' }));
    expect(holding).toContain('AK105');
    expect(spoken(holding)).toBe('ace, king, ten, five');
    expect(spoken(html(createElement(Holding, { cards: '' })))).toBe(CARD_WORDS.void);
  });

  it('shows the red suits in shapes of their own, so colour is not the only sign', () => {
    const symbols = (['S', 'H', 'D', 'C'] as const).map((suit) =>
      html(createElement(Suit, { suit })).replace(/<[^>]+>/g, ''),
    );
    expect(new Set(symbols).size).toBe(4);
    expect(symbols).toEqual(['♠', '♥', '♦', '♣']);
  });
});
