// Law 64 trick transfers, computed from the tricks as won. Each case gives the winners of tricks
// 1..13 by hand, the revokes, and the transfer worked out by hand from the Law's text.
import { describe, expect, test } from 'vitest';
import { revokeTransfers, type Card, type LawsEdition, type Revoke, type Seat, type Trick } from '../../src';

/** Tricks 1..n, `winners[i]` won trick i+1; `cards` overrides the cards of some tricks. */
function tricksWonBy(winners: string, cards: Record<number, Array<[Seat, Card]>> = {}): Trick[] {
  return [...winners].map((w, i) => ({
    no: i + 1,
    leader: 'N',
    cards: (cards[i + 1] ?? []).map(([seat, card]) => ({ seat, card })),
    winner: w as Seat,
  }));
}

function revoke(offender: Seat, trickNo: number, extra: Partial<Revoke> = {}): Revoke {
  return {
    offender,
    trickNo,
    card: 'C2',
    suit: 'D',
    reason: 'failed-to-follow',
    status: 'established',
    failedToPlayFacedCard: false,
    legalCards: ['DJ'],
    attention: 'in-time',
    ...extra,
  };
}

const counts = (edition: LawsEdition, tricks: Trick[], revokes: Revoke[], claimed?: { NS: number; EW: number }) =>
  revokeTransfers({ tricks, revokes, edition, claimedTricks: claimed }).map((t) => [t.count, t.basis ?? t.reason]);

describe('Law 64A: the transfer', () => {
  //                     trick: 1234567890123
  test('64A1: offender won the revoke trick and his side a later one: two tricks', () => {
    expect(counts('2007', tricksWonBy('NNNNENNNWNNNN'), [revoke('E', 5)])).toEqual([[2, '64A1']]);
    expect(counts('1997', tricksWonBy('NNNNENNNWNNNN'), [revoke('E', 5)])).toEqual([[2, '64A1']]);
  });
  test('64A1: offender won the revoke trick, his side nothing later: only that trick', () => {
    expect(counts('2007', tricksWonBy('NNNNENNNNNNNN'), [revoke('E', 5)])).toEqual([[1, '64A1']]);
  });
  test("64A2: offender's partner won the revoke trick: one trick", () => {
    expect(counts('2007', tricksWonBy('NNNNWNNNWNNNN'), [revoke('E', 5)])).toEqual([[1, '64A2']]);
  });
  test('64A2: non-offending side won the revoke trick, offending side a later one: one trick', () => {
    expect(counts('2007', tricksWonBy('NNNNNNNNWNNNN'), [revoke('E', 5)])).toEqual([[1, '64A2']]);
  });
  test('64B1: offending side won neither the revoke trick nor any later trick: no transfer', () => {
    expect(counts('2007', tricksWonBy('EWNNNNNNNNNNN'), [revoke('E', 5)])).toEqual([[0, '64B1']]);
    expect(counts('1997', tricksWonBy('EWNNNNNNNNNNN'), [revoke('E', 5)])).toEqual([[0, '64B1']]);
  });
  test('2007 footnote: a revoke trick won in dummy is not won by declarer (64A2, not 64A1)', () => {
    // South declares, North is dummy; South revokes on trick 3, North wins it; NS win trick 8 too.
    expect(counts('2007', tricksWonBy('EEN' + 'EEEENEEEEE'), [revoke('S', 3)])).toEqual([[1, '64A2']]);
    expect(counts('2007', tricksWonBy('EES' + 'EEEENEEEEE'), [revoke('S', 3)])).toEqual([[2, '64A1']]);
  });
});

describe('1997 64A2: one more trick won by the offender with a card he could have played to the revoke trick', () => {
  // East revoked on trick 5 (NS won it) holding the DJ; East later wins trick 9 with the DJ.
  const withJack = tricksWonBy('NNNNNNNNENNWN', { 9: [['E', 'DJ']] });
  test('1997: two tricks', () => expect(counts('1997', withJack, [revoke('E', 5)])).toEqual([[2, '64A2']]));
  test('2007: one trick (no such clause)', () =>
    expect(counts('2007', withJack, [revoke('E', 5)])).toEqual([[1, '64A2']]));
  test('1997: a later trick won by the partner, or with another card, adds nothing', () => {
    expect(counts('1997', tricksWonBy('NNNNNNNNWNNWN', { 9: [['W', 'DJ']] }), [revoke('E', 5)])).toEqual([[1, '64A2']]);
    expect(counts('1997', tricksWonBy('NNNNNNNNENNWN', { 9: [['E', 'SA']] }), [revoke('E', 5)])).toEqual([[1, '64A2']]);
  });
  test('1997: never more than the offending side won from the revoke trick on', () => {
    // East's DJ trick is the only trick EW won after the revoke: one trick in all.
    expect(counts('1997', tricksWonBy('NNNNNNNNENNNN', { 9: [['E', 'DJ']] }), [revoke('E', 5)])).toEqual([[1, '64A2']]);
  });
});

describe('Law 64B: no transfer', () => {
  const eastWinsLater = tricksWonBy('NNNNENNNENNNN');
  test('64B2: a second revoke in the same suit by the same player', () => {
    expect(counts('2007', eastWinsLater, [revoke('E', 3), revoke('E', 6)])).toEqual([
      [1, '64A2'],
      [0, '64B2'],
    ]);
  });
  test('a second revoke in another suit by the same player transfers again', () => {
    expect(counts('2007', eastWinsLater, [revoke('E', 3), revoke('E', 6, { suit: 'H' })])).toEqual([
      [1, '64A2'],
      [1, '64A2'],
    ]);
  });
  test('64B3: failure to play a faced card (dummy, penalty card)', () => {
    expect(counts('2007', eastWinsLater, [revoke('E', 5, { failedToPlayFacedCard: true })])).toEqual([[0, '64B3']]);
  });
  test('64B4/B5: attention drawn after a non-offending call on the next board, or after the round', () => {
    expect(counts('2007', eastWinsLater, [revoke('E', 5, { attention: 'after-next-board-call' })])).toEqual([
      [0, '64B4'],
    ]);
    expect(counts('1997', eastWinsLater, [revoke('E', 5, { attention: 'after-round-end' })])).toEqual([[0, '64B5']]);
  });
  test('64B6: a revoke on trick 12', () => {
    expect(counts('2007', tricksWonBy('NNNNNNNNNNEE'), [revoke('E', 12)])).toEqual([[0, '64B6']]);
  });
  test('64B7 (2007 only): both sides revoked on the board', () => {
    const both = [revoke('E', 5), revoke('S', 7)];
    const t = tricksWonBy('NNNNENSNENNNN');
    expect(counts('2007', t, both)).toEqual([
      [0, '64B7'],
      [0, '64B7'],
    ]);
    // 1997: each revoke transfers. East won trick 5 and trick 9: 2; South's trick 7 was won by South
    // himself and NS won later tricks: 2.
    expect(counts('1997', t, both)).toEqual([
      [2, '64A1'],
      [2, '64A1'],
    ]);
  });
  test('a pending (not established) or corrected revoke transfers nothing', () => {
    expect(
      counts('2007', eastWinsLater, [revoke('E', 5, { status: 'pending' }), revoke('W', 6, { status: 'corrected' })]),
    ).toEqual([]);
  });
});

describe('transfer limits and claims', () => {
  test('never more tricks than the offending side won from the first revoke trick on', () => {
    // East wins tricks 3 and 4 with revokes in different suits, and nothing else: 2 + 1 would be 3.
    const transfers = revokeTransfers({
      tricks: tricksWonBy('NNEENNNNNNNNN'),
      revokes: [revoke('E', 3), revoke('E', 4, { suit: 'H' })],
      edition: '2007',
    });
    expect(transfers.map((t) => [t.count, t.basis, t.reason])).toEqual([
      [1, '64A1', 'cap'],
      [1, '64A1', null],
    ]);
  });
  test('tricks given by a claim count as won after the revoke', () => {
    // Play stopped after trick 8; EW won none of tricks 5..8 but a claim gives them 2 more.
    expect(counts('2007', tricksWonBy('NNNNNNNN'), [revoke('E', 5)], { NS: 3, EW: 2 })).toEqual([[1, '64A2']]);
    expect(counts('2007', tricksWonBy('NNNNNNNN'), [revoke('E', 5)], { NS: 5, EW: 0 })).toEqual([[0, '64B1']]);
  });
});
