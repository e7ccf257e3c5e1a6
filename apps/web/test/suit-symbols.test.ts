// Suits render as symbols with their names for screen readers; a hand diagram writes tens as 10
// and a void as a dash.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { HandDiagram } from '../src/components/hand-diagram';
import { Card, Contract, Suit } from '../src/components/suit';
import { renderIn } from './render-in';

describe('suit symbols', () => {
  it('a suit is its symbol with an accessible name; red suits are marked red', () => {
    expect(renderIn(createElement(Suit, { suit: 'S' }))).toBe(
      '<span class="suit" role="img" aria-label="spades">♠</span>',
    );
    expect(renderIn(createElement(Suit, { suit: 'H' }))).toBe(
      '<span class="suit red" role="img" aria-label="hearts">♥</span>',
    );
  });
  it('a contract and a card show the suit symbol', () => {
    expect(renderIn(createElement(Contract, { contract: '4Sx' }))).toBe(
      '<span>4<span class="suit" role="img" aria-label="spades">♠</span>x</span>',
    );
    expect(renderIn(createElement(Contract, { contract: '3NT' }))).toBe('<span>3NT</span>');
    // Seen as the symbol and the rank; read out as words (one image named in words).
    expect(renderIn(createElement(Card, { card: 'DK' }))).toBe(
      '<span class="card-face" role="img" aria-label="king of diamonds"><span class="suit red">♦</span>K</span>',
    );
  });
  it('the hand diagram names each seat, writes T as 10 and a void as —', () => {
    const hand = { spades: 'AKT', hearts: '', diamonds: 'Q2', clubs: '98765432' };
    const diagram = createElement(HandDiagram, { hands: { N: hand, E: hand, S: hand, W: hand } });
    const inLanguage = (locale: 'en' | 'hu') => renderIn(diagram, locale);
    const html = inLanguage('en');
    expect(html).toContain('aria-label="North&#x27;s hand"');
    // The seats in the page's language: Hungarian says whose cards they are its own way.
    expect(inLanguage('hu')).toContain('aria-label="Észak lapjai"');
    // Each holding seen as written and read out rank by rank; a void read as "none".
    expect(html).toContain('♠</span> <span role="img" aria-label="ace, king, ten">AK10</span></div>');
    expect(html).toContain('♥</span> <span role="img" aria-label="none">—</span></div>');
    // In Hungarian: the bridge glossary's honours and ten, the spot cards as digits, a void as "nincs".
    expect(inLanguage('hu')).toContain('aria-label="ász, király, tízes">AK10</span>');
    expect(inLanguage('hu')).toContain('aria-label="dáma, 2">Q2</span>');
    expect(inLanguage('hu')).toContain('aria-label="nincs">—</span>');
  });
});
