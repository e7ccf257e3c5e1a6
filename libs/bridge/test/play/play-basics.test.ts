// Correct procedure: opening lead (41), dummy (41D, 43), order of play and following suit (44).
import { describe, expect, test } from 'vitest';
import type { PlayEvent } from '../../src';
import { playDecider } from '../../src';
import { play, run, setup, SEVEN_NT_BY_NORTH, spec, tricks } from './fixtures';

const S3NT = setup('3NT', 'S'); // declarer South, dummy North, West leads

describe('opening lead (L41)', () => {
  test('West leads face down; facing it starts the play period and dummy is spread', () => {
    const given: PlayEvent[] = [{ type: 'OpeningLeadFaceDown', schemaVersion: 1, seat: 'W', card: 'H5' }];
    spec(S3NT)
      .given(given)
      .when({ type: 'FaceOpeningLead' })
      .then([
        { type: 'OpeningLeadFaced', schemaVersion: 1, seat: 'W', card: 'H5' },
        { type: 'CardPlayed', schemaVersion: 1, seat: 'W', card: 'H5', fromHand: 'own', trickNo: 1, position: 1 },
        { type: 'DummySpread', schemaVersion: 1, seat: 'N' },
      ]);
  });
  test('nothing is played while the lead lies face down', () => {
    spec(S3NT)
      .given([{ type: 'OpeningLeadFaceDown', schemaVersion: 1, seat: 'W', card: 'H5' }])
      .when(play('N', 'HA'))
      .thenThrows(/face down/);
  });
  test("the opening leader is declarer's left-hand opponent", () => {
    expect(run(setup('4H', 'E'), []).state.turn).toBe('S');
  });
});

describe('order of play, dummy and trick winner (L44)', () => {
  test("declarer plays dummy's card; the trick goes to the hand that won it", () => {
    const { events, state } = run(S3NT, tricks(['W', 'H5'], ['N', 'HA'], ['E', 'HJ'], ['S', 'H6']));
    expect(events.filter((e) => e.type === 'CardPlayed').map((e) => (e as { fromHand: string }).fromHand)).toEqual([
      'own',
      'dummy',
      'own',
      'own',
    ]);
    expect(events.at(-1)).toEqual({
      type: 'TrickQuitted',
      schemaVersion: 1,
      trickNo: 1,
      cards: [
        { seat: 'W', card: 'H5' },
        { seat: 'N', card: 'HA' },
        { seat: 'E', card: 'HJ' },
        { seat: 'S', card: 'H6' },
      ],
      winner: 'N',
    });
    expect(state.turn).toBe('N'); // dummy won: declarer leads from dummy (44G)
    expect(state.current).toEqual({ no: 2, leader: 'N', cards: [] });
  });
  test('a discard when void is no revoke', () => {
    const { state } = run(setup('2S', 'S'), [
      ...tricks(['W', 'S2'], ['N', 'SA'], ['E', 'S7'], ['S', 'S3']),
      ...tricks(['N', 'SK'], ['E', 'S8'], ['S', 'S4'], ['W', 'H2']), // West has no spade left
    ]);
    expect(state.tricks.map((t) => t.winner)).toEqual(['N', 'N']);
    expect(state.revokes).toEqual([]);
    expect(state.irregularities).toEqual([]);
  });
  test('a card the player does not hold is refused, naming where it is', () => {
    spec(S3NT)
      .given([])
      .when(play('W', 'SA'))
      .thenThrows(/W does not hold SA: it is in N's hand/);
  });
  test('a card already played is refused', () => {
    const { state } = run(S3NT, tricks(['W', 'H5'], ['N', 'HA'], ['E', 'HJ'], ['S', 'H6']));
    expect(() => playDecider(S3NT).decide(play('N', 'HA'), state)).toThrow(
      /N does not hold HA: it was played to trick 1/,
    );
  });
  test('thirteen tricks end the play; every card is played once', () => {
    const { events, state } = run(setup('7NT', 'N'), SEVEN_NT_BY_NORTH);
    expect(state.tricks).toHaveLength(13);
    expect(new Set(state.tricks.flatMap((t) => t.cards.map((c) => c.card))).size).toBe(52);
    expect(state.tricks.every((t) => t.winner === 'N')).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'PlayEnded', schemaVersion: 1, reason: 'thirteen-tricks' });
    expect(state.phase).toBe('ended');
    expect(() => playDecider(setup('7NT', 'N')).decide(play('N', 'SA'), state)).toThrow(/play has ended/);
  });
});

describe('impossible data', () => {
  test('a card not in the pack is refused', () => {
    spec(S3NT)
      .given([])
      .when(play('W', 'H1' as never))
      .thenThrows(/card: 'H1' is not a card of the pack/);
  });
  test('a deal that is not four hands of 13 distinct cards is refused', () => {
    const short = { ...setup('3NT', 'S').hands, W: setup('3NT', 'S').hands.W.slice(1) };
    expect(() => playDecider({ ...S3NT, hands: short })).toThrow(/W/);
  });
});
