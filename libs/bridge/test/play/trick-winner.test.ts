import { describe, expect, test } from 'vitest';
import { trickWinner, type Card, type Seat, type Suit } from '../../src';

const trick = (...cards: Array<[Seat, Card]>) => cards.map(([seat, card]) => ({ seat, card }));

describe('Law 44E/F trick winner', () => {
  const cases: Array<[string, ReturnType<typeof trick>, Suit | null, Seat]> = [
    ['no trumps: highest card of the suit led', trick(['W', 'H5'], ['N', 'HA'], ['E', 'HJ'], ['S', 'H6']), null, 'N'],
    [
      'a higher card of another suit is a discard and never wins',
      trick(['W', 'H5'], ['N', 'SA'], ['E', 'H9'], ['S', 'CA']),
      null,
      'E',
    ],
    ['a single trump wins over the suit led', trick(['W', 'H5'], ['N', 'HA'], ['E', 'S2'], ['S', 'H6']), 'S', 'E'],
    [
      'the highest trump wins when two players ruff',
      trick(['W', 'H5'], ['N', 'S3'], ['E', 'S2'], ['S', 'SK']),
      'S',
      'S',
    ],
    ['trumps led: highest trump', trick(['E', 'S9'], ['S', 'S3'], ['W', 'ST'], ['N', 'H2']), 'S', 'W'],
    [
      'a discard in the trump contract does not beat the led suit',
      trick(['N', 'DQ'], ['E', 'CA'], ['S', 'D2'], ['W', 'D3']),
      'H',
      'N',
    ],
  ];
  test.each(cases)('%s', (_name, cards, trump, winner) => {
    expect(trickWinner(cards, trump)).toBe(winner);
  });
  test('an empty trick has no winner', () => expect(() => trickWinner([], null)).toThrow(/no winner/));
});
