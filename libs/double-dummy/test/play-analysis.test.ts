// The cost of each card on a short played board: South declares notrump on board 1 of sm1.pbn
// (12 tricks double dummy). Dummy ducks West's heart jack although it holds ace-king-queen (a trick
// gone); West then leads a club into South's tenace (a trick back), and South wins with the ace where
// the nine was enough (gone again).
import { describe, expect, test } from 'vitest';
import { parsePbnDeal, type Card, type Deal } from '@club/bridge';
import { DoubleDummyError } from '../src';
import { solver, withSolver } from './solver';

const deal = parsePbnDeal('N:J63.AKQ8762.92.6 KT754.3.QJ763.87 AQ8.T94.K85.AKQ9 92.J5.AT4.JT5432') as Deal;
const play: Card[] = ['HJ', 'H2', 'H3', 'H4', 'C2', 'C6', 'C7', 'CA'];

describe.runIf(withSolver)('tricksAfterEachCard', () => {
  test('declarer total before the lead and after each card, with the cards that cost a trick', () => {
    const analysis = solver!.tricksAfterEachCard(deal, 'NT', 'S', play);
    expect(analysis.before).toBe(12);
    expect(analysis.cards.map((c) => [c.card, c.player, c.tricksForDeclarer, c.costsTrick])).toEqual([
      ['HJ', 'W', 12, false],
      ['H2', 'N', 11, true],
      ['H3', 'E', 11, false],
      ['H4', 'S', 11, false],
      ['C2', 'W', 12, true],
      ['C6', 'N', 12, false],
      ['C7', 'E', 12, false],
      ['CA', 'S', 11, true],
    ]);
    expect(analysis.cards.map((c) => c.tricksLost)).toEqual([0, 1, 0, 0, 1, 0, 0, 1]);
  });

  test('through the last trick: the count after the twelfth trick stands (DDS itself answers 0 there)', () => {
    // Each player holds one suit; South declares spades (North's suit): West's club lead is ruffed and
    // North–South take all thirteen tricks whatever is played.
    const suits = parsePbnDeal('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432') as Deal;
    const ranks = 'AKQJT98765432';
    const full: Card[] = ['CA', 'S2', 'HA', 'DA'] as Card[];
    for (let t = 1; t < 13; t++)
      full.push(...([`S${ranks[t - 1]}`, `H${ranks[t]}`, `D${ranks[t]}`, `C${ranks[t]}`] as Card[]));
    const analysis = solver!.tricksAfterEachCard(suits, 'S', 'S', full);
    expect(analysis.before).toBe(13);
    expect(analysis.cards).toHaveLength(52);
    expect(analysis.cards.map((c) => c.tricksForDeclarer)).toEqual(Array<number>(52).fill(13));
    expect(analysis.cards.some((c) => c.costsTrick)).toBe(false);
  });

  test('no card played: only the starting value', () => {
    expect(solver!.tricksAfterEachCard(deal, 'NT', 'S', [])).toEqual({ before: 12, cards: [] });
  });

  test("a card not in the player's hand is refused with DDS's code", () => {
    // West is on lead and holds no heart ace.
    expect(() => solver!.tricksAfterEachCard(deal, 'NT', 'S', ['HA'])).toThrow(DoubleDummyError);
    expect(() => solver!.tricksAfterEachCard(deal, 'NT', 'S', ['HA'])).toThrow(/-98/);
  });

  test('an incomplete deal is refused before DDS sees it', () => {
    const short = { ...deal, N: deal.N.slice(1) };
    expect(() => solver!.ddTable(short)).toThrow(/hand N has 12 cards/);
  });
});
