// Suits and cards read out as words: a screen reader hears "king of hearts", never "♥K" or "HK";
// a holding is read rank by rank; the red suits keep their own shapes beside their colour.
import { createTranslator } from 'next-intl';
import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Card, cardWords, Contract, Holding, Suit } from '../src/components/suit';
import type { Locale } from '../src/i18n/locales';
import { messagesOf } from '../src/i18n/messages';
import { CARD_WORDS, cardWordsIn, rankWords } from '../src/words/cards';
import { ContractPad } from '../src/components/director/contract-pad';
import { LeadPicker } from '../src/components/director/lead-picker';
import { renderIn } from './render-in';

const html = (element: ReactElement, locale: Locale = 'en') => renderIn(element, locale);
/** The card words of a page in `locale`, as its components get them. */
const wordsIn = (locale: Locale) =>
  cardWordsIn(locale, createTranslator({ locale, messages: messagesOf(locale), namespace: 'cards' }));
/** The names a screen reader gives the buttons of a pad. */
const buttonNames = (markup: string) =>
  [...markup.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(
    ([, attributes, inner]) => /aria-label="([^"]*)"/.exec(attributes!)?.[1] ?? spoken(inner!),
  );
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

  it("given a Czech or Hungarian page, then cards are the glossary's words, suit first", () => {
    const cs = wordsIn('cs');
    const hu = wordsIn('hu');
    expect([cs.card('S', 'Q'), cs.card('H', 'A'), cs.card('D', '10'), cs.card('C', 'J')]).toEqual([
      'pik dáma',
      'srdce eso',
      'káro desítka',
      'tref kluk',
    ]);
    expect([hu.card('S', 'Q'), hu.card('H', 'A'), hu.card('D', 'T'), hu.card('C', 'J')]).toEqual([
      'pikk dáma',
      'kőr ász',
      'káró tízes',
      'treff bubi',
    ]);
    expect(spoken(html(createElement(Card, { card: 'SQ' }), 'cs'))).toBe('pik dáma');
    expect(spoken(html(createElement(Card, { card: 'HA' }), 'hu'))).toBe('kőr ász');
    expect(spoken(html(createElement(Contract, { contract: '4Sx' }), 'hu'))).toBe('4 pikk x');
  });

  it('given a Czech page, then a holding is read rank by rank, the spot cards as digits, a void in Czech', () => {
    expect(spoken(html(createElement(Holding, { cards: 'AKT5' }), 'cs'))).toBe('eso, král, desítka, 5');
    expect(spoken(html(createElement(Holding, { cards: '' }), 'cs'))).toBe('žádná');
    // English is as it was: the spot cards spelt out.
    expect(wordsIn('en').holding('QJ92')).toBe('queen, jack, nine, two');
  });

  it("names the bidding box's and the lead picker's keys in the page's language, English as before", () => {
    const choice = { level: 4, strain: null, doubling: '' as const, passed: false };
    const pad = (locale: Locale) =>
      buttonNames(
        html(createElement(ContractPad, { choice, onLevel() {}, onPass() {}, onStrain() {}, onDoubling() {} }), locale),
      ).slice(8);
    expect(pad('en')).toEqual([
      'clubs',
      'diamonds',
      'hearts',
      'spades',
      'NT, no trumps',
      'X, doubled',
      'XX, redoubled',
    ]);
    expect(pad('cs')).toEqual(['tref', 'káro', 'srdce', 'pik', 'NT, bez trumfů', 'X, kontra', 'XX, rekontra']);
    expect(pad('hu')).toEqual(['treff', 'káró', 'kőr', 'pikk', 'NT, szan', 'X, kontra', 'XX, rekontra']);
    const lead = (locale: Locale) =>
      buttonNames(html(createElement(LeadPicker, { lead: 'HK', onChange() {} }), locale)).slice(0, 8);
    expect(lead('en')).toEqual(['spades', 'hearts', 'diamonds', 'clubs', 'ace', 'king', 'queen', 'jack']);
    expect(lead('hu')).toEqual(['pikk', 'kőr', 'káró', 'treff', 'ász', 'király', 'dáma', 'bubi']);
  });
});
