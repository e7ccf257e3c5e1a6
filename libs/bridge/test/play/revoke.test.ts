// Laws 61-63: a card that does not follow suit when able is recorded and flagged; it is corrected
// before it is established (62), or established when the offending side plays to the next trick (63A1).
import { describe, expect, test } from 'vitest';
import { parseContract, parsePbnDeal, playDecider, type Contract, type Deal, type PlayEvent } from '../../src';
import { play, run, setup, SEVEN_NT_BY_NORTH, tricks } from './fixtures';

const S3NT = setup('3NT', 'S'); // declarer South, dummy North; West leads
const TRICK1 = tricks(['W', 'H5'], ['N', 'HA'], ['E', 'HJ'], ['S', 'H6']); // North wins
const REVOKE = [...TRICK1, play('N', 'DA'), play('E', 'C9')]; // East discards holding DJ DT D9

describe('revoke flagged (61A)', () => {
  test('a discard while holding the suit led is recorded, with the cards that would have followed', () => {
    const { events, state } = run(S3NT, REVOKE);
    expect(events.at(-1)).toEqual({
      type: 'RevokeMade',
      schemaVersion: 1,
      irregularity: { law: '61A', offender: 'E', kind: 'revoke', at: 5 },
      offender: 'E',
      trickNo: 2,
      card: 'C9',
      suit: 'D',
      reason: 'failed-to-follow',
      failedToPlayFacedCard: false,
      legalCards: ['DJ', 'DT', 'D9'],
    });
    expect(state.revokes.map((r) => r.status)).toEqual(['pending']);
    expect(state.current.cards).toContainEqual({ seat: 'E', card: 'C9' }); // recorded as played, not refused
  });
  test('a revoke from dummy is flagged as a failure to play a faced card (64B3)', () => {
    // Declarer plays a spade from dummy on the heart lead although dummy holds hearts.
    const { state } = run(S3NT, [play('W', 'H5'), play('N', 'SA')]);
    expect(state.revokes[0]).toMatchObject({ offender: 'N', failedToPlayFacedCard: true });
  });
});

describe('revoke established (63A1)', () => {
  test('the offender playing to the next trick establishes it', () => {
    const { events, state } = run(S3NT, [
      ...REVOKE,
      play('S', 'D8'),
      play('W', 'D2'),
      play('N', 'DK'),
      play('E', 'DJ'),
    ]);
    const established: PlayEvent = {
      type: 'RevokeEstablished',
      schemaVersion: 1,
      offender: 'E',
      trickNo: 2,
      by: 'next-trick',
    };
    expect(events).toContainEqual(established);
    expect(events.indexOf(established)).toBeLessThan(events.length - 1); // recorded before East's card
    expect(state.revokes[0]!.status).toBe('established');
  });
  test("the offender's partner playing to the next trick establishes it too", () => {
    // Trick 2: West discards a club holding diamonds; trick 3: East, West's partner, plays first.
    const westRevokes = [...TRICK1, play('N', 'DA'), play('E', 'D9'), play('S', 'D8'), play('W', 'C2')];
    const { state } = run(S3NT, [...westRevokes, play('N', 'DK')]);
    expect(state.revokes[0]).toMatchObject({ offender: 'W', status: 'pending' });
    const after = run(S3NT, [...westRevokes, play('N', 'DK'), play('E', 'DT')]).state;
    expect(after.revokes[0]).toMatchObject({ offender: 'W', status: 'established' });
  });
  test('an established revoke may not be corrected (63B)', () => {
    const { state } = run(S3NT, [...REVOKE, play('S', 'D8'), play('W', 'D2'), play('N', 'DK'), play('E', 'DJ')]);
    expect(() => playDecider(S3NT).decide({ type: 'CorrectRevoke', seat: 'E', substitute: 'DT' }, state)).toThrow(
      /established and may not be corrected/,
    );
  });
});

describe('revoke corrected before establishment (62)', () => {
  test('in the same trick: the defender substitutes a diamond and the withdrawn card is a major penalty card', () => {
    const { state } = run(S3NT, REVOKE);
    const events = playDecider(S3NT).decide({ type: 'CorrectRevoke', seat: 'E', substitute: 'D9' }, state);
    expect(events).toEqual([
      {
        type: 'RevokeCorrected',
        schemaVersion: 1,
        seat: 'E',
        trickNo: 2,
        withdrawnCard: 'C9',
        substitutedCard: 'D9',
        penaltyCard: { seat: 'E', card: 'C9', grade: 'major', law: '62B' },
        winner: null,
        withdrawnFromNextTrick: [],
      },
    ]);
    const after = events.reduce(playDecider(S3NT).evolve, state);
    expect(after.current.cards).toEqual([
      { seat: 'N', card: 'DA' },
      { seat: 'E', card: 'D9' },
    ]);
    expect(after.hands.E).toContain('C9');
    expect(after.hands.E).not.toContain('D9');
    expect(after.penaltyCards).toEqual([{ seat: 'E', card: 'C9', grade: 'major', law: '62B' }]);
    expect(after.revokes[0]!.status).toBe('corrected');
  });
  test("declarer's revoke card goes back to his hand without a penalty card", () => {
    // Dummy leads a diamond in trick 2 and declarer discards a spade from his own hand.
    const { state } = run(S3NT, [...TRICK1, play('N', 'DA'), play('E', 'D9'), play('S', 'S3')]);
    const events = playDecider(S3NT).decide({ type: 'CorrectRevoke', seat: 'S', substitute: 'D6' }, state);
    expect(events[0]).toMatchObject({ type: 'RevokeCorrected', penaltyCard: null });
    expect(events.reduce(playDecider(S3NT).evolve, state).penaltyCards).toEqual([]);
  });
  test('after the revoke trick is quitted, its winner is recomputed and the lead passes to the new winner', () => {
    // 2C by South: East "ruffs" dummy's diamond ace holding diamonds and wins the trick.
    const s = setup('2C', 'S');
    const given = [...TRICK1, play('N', 'DA'), play('E', 'CJ'), play('S', 'D8'), play('W', 'D2')];
    const before = run(s, given).state;
    expect(before.tricks[1]!.winner).toBe('E');
    const events = playDecider(s).decide({ type: 'CorrectRevoke', seat: 'E', substitute: 'DJ' }, before);
    expect(events[0]).toMatchObject({ type: 'RevokeCorrected', trickNo: 2, winner: 'N', withdrawnFromNextTrick: [] });
    const after = events.reduce(playDecider(s).evolve, before);
    expect(after.tricks[1]!.winner).toBe('N');
    expect(after.turn).toBe('N');
    expect(after.penaltyCards).toEqual([{ seat: 'E', card: 'CJ', grade: 'major', law: '62B' }]);
  });
  test('the substitute must follow suit', () => {
    const { state } = run(S3NT, REVOKE);
    expect(() => playDecider(S3NT).decide({ type: 'CorrectRevoke', seat: 'E', substitute: 'CT' }, state)).toThrow(
      /does not correct the revoke/,
    );
  });
});

describe('revoke on trick 12 (62D, 64B6)', () => {
  // 7NT by North; West keeps a diamond to the end and discards it on the club king at trick 12
  // although he still holds the C5.
  const westLast = new Map([
    [5 * 4 + 3, 'C2'],
    [6 * 4 + 3, 'C3'],
    [9 * 4 + 3, 'D3'],
    [10 * 4 + 3, 'C4'],
    [11 * 4 + 3, 'D2'],
  ]);
  const commands = SEVEN_NT_BY_NORTH.map((c, i) => (westLast.has(i) ? play('W', westLast.get(i) as never) : c));
  const s = setup('7NT', 'N');
  test('it is established by the play to trick 13, and still corrected before the hands go back', () => {
    const { state } = run(s, commands);
    expect(state.revokes).toEqual([
      expect.objectContaining({ offender: 'W', trickNo: 12, card: 'D2', status: 'established' }),
    ]);
    const events = playDecider(s).decide({ type: 'CorrectRevoke', seat: 'W', substitute: 'C5' }, state);
    expect(events).toEqual([
      {
        type: 'Trick12RevokeCorrected',
        schemaVersion: 1,
        seat: 'W',
        withdrawnCard: 'D2',
        substitutedCard: 'C5',
        trick12: {
          no: 12,
          leader: 'N',
          cards: [
            { seat: 'N', card: 'CK' },
            { seat: 'E', card: 'CT' },
            { seat: 'S', card: 'C7' },
            { seat: 'W', card: 'C5' },
          ],
          winner: 'N',
        },
        trick13: {
          no: 13,
          leader: 'N',
          cards: [
            { seat: 'N', card: 'CQ' },
            { seat: 'E', card: 'C9' },
            { seat: 'S', card: 'C6' },
            { seat: 'W', card: 'D2' },
          ],
          winner: 'N',
        },
      },
    ]);
    expect(events.reduce(playDecider(s).evolve, state).revokes[0]!.status).toBe('corrected');
  });
  test('not once the hands are back in the board', () => {
    const { state } = run(s, [...commands, { type: 'ReturnHandsToBoard' }]);
    expect(() => playDecider(s).decide({ type: 'CorrectRevoke', seat: 'W', substitute: 'C5' }, state)).toThrow(
      /established and may not be corrected/,
    );
  });
});

describe('62C1: the correction gives the revoke trick to the other side', () => {
  //   N: S AKQJ  H AKQJ  D 2       C 5432
  //   E: S T98   H T98   D 3       C AKQJT9
  //   S: S 765   H 765   D T9876   C 87
  //   W: S 432   H 432   D AKQJ54  C 6
  const hands = parsePbnDeal('N:AKQJ.AKQJ.2.5432 T98.T98.3.AKQJT9 765.765.T9876.87 432.432.AKQJ54.6') as Deal;
  const s = { hands, contract: parseContract('3NT') as Contract, declarer: 'S' as const };
  const given = [
    ...tricks(['W', 'S2'], ['N', 'SA'], ['E', 'S8'], ['S', 'S5']),
    ...tricks(['N', 'D2'], ['E', 'D3'], ['S', 'DT'], ['W', 'C6']), // West discards holding six diamonds; South wins
    play('S', 'H5'), // South leads to trick 3 before attention is drawn
  ];
  test("West's diamond ace wins trick 2, so South's lead to trick 3 goes back and West leads", () => {
    const { state } = run(s, given);
    const events = playDecider(s).decide({ type: 'CorrectRevoke', seat: 'W', substitute: 'DA' }, state);
    expect(events[0]).toMatchObject({
      type: 'RevokeCorrected',
      trickNo: 2,
      winner: 'W',
      withdrawnFromNextTrick: [{ seat: 'S', card: 'H5' }],
    });
    const after = events.reduce(playDecider(s).evolve, state);
    expect(after.tricks[1]!.winner).toBe('W');
    expect(after.current).toEqual({ no: 3, leader: 'W', cards: [] });
    expect(after.hands.S).toContain('H5');
    expect(after.penaltyCards).toEqual([{ seat: 'W', card: 'C6', grade: 'major', law: '62B' }]);
  });
});
