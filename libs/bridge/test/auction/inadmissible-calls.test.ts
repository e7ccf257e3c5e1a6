// Laws 35–39: inadmissible calls, both editions.
import { describe, expect, test } from 'vitest';
import { auctionPhase, auctionResult, legalCalls, rulingOptions, seatToCall } from '../../src';
import { calls, expectContract, expectSilenced, given, rule, types, when } from './auction-fixture';

describe('Law 36: inadmissible double or redouble', () => {
  // N 1H, E P, S doubles his partner's bid.
  const start = ['N 1H', 'E P', 'S X'];

  test('is flagged as a Law 19 breach', () => {
    expect(given('N', start).pending).toEqual({
      law: '36B',
      offender: 'S',
      kind: 'inadmissible-double',
      at: 2,
      turnOf: 'S',
    });
    expect(given('N', ['N 1H', 'E P', 'S P', 'W XX']).pending).toMatchObject({
      kind: 'inadmissible-redouble',
      offender: 'W',
    });
  });

  test('36B: cancelled, the offender makes a legal call, partner passes throughout', () => {
    const ruled = given('N', [...start, rule(2, '36B', 'director')]);
    expect(seatToCall(ruled)).toBe('S');
    expectSilenced(given('N', [...start, rule(2, '36B', 'director'), 'S 2H', 'W P']));
    expectContract(given('N', [...start, rule(2, '36B', 'director'), 'S 2H', 'W P', 'N P', 'E P']), '2H', 'N');
  });

  test('36A: LHO called first; the double and all later calls are cancelled, no further rectification', () => {
    const state = given('N', [...start, 'W P']);
    expect(rulingOptions(state).map((o) => o.option)).toEqual(['36A', 'director']);
    const { events, state: after } = when(state, rule(2, '36A', 'director'));
    expect(events[0]).toMatchObject({
      rectifications: [
        { kind: 'CallCancelled', callSeqs: [2, 3] },
        { kind: 'AuctionRevertsTo', seat: 'S' },
      ],
    });
    expect(seatToCall(after)).toBe('S');
    expect(after.obligations).toEqual([]);
    expect(calls(legalCalls(given('N', [...start, 'W P', rule(2, '36A', 'director'), 'S 2H'])))).toContain('X'); // W free
  });

  test('1997: the same rulings under Laws 36 and 35A', () => {
    expect(given('N', start, '1997').pending).toMatchObject({ law: '36', kind: 'inadmissible-double' });
    expect(rulingOptions(given('N', start, '1997')).map((o) => o.option)).toEqual(['36', 'director']);
    expect(rulingOptions(given('N', [...start, 'W P'], '1997')).map((o) => o.option)).toEqual(['35A', 'director']);
    expectSilenced(given('N', [...start, rule(2, '36', 'director'), 'S 2H', 'W P'], '1997'));
  });

  test('36B4: also out of rotation; the auction reverts to the player in turn, partner passes throughout', () => {
    // N 1H; E's turn; S doubles partner's bid out of rotation.
    const state = given('N', ['N 1H', 'S X']);
    expect(state.pending).toMatchObject({ law: '36B4', offender: 'S', turnOf: 'E' });
    const ruled = given('N', ['N 1H', 'S X', rule(1, '36B4', 'director')]);
    expect(seatToCall(ruled)).toBe('E');
    expectSilenced(given('N', ['N 1H', 'S X', rule(1, '36B4', 'director'), 'E P', 'S 2H', 'W P']));
  });
});

describe('Law 37: a call by a player required to pass', () => {
  // E passes out of rotation before any bid (30A): E must pass at his next turn.
  const start = ['E P', rule(0, '29B', 'S'), 'N 1S'];

  test('is flagged', () => {
    expect(given('N', [...start, 'E 2H']).pending).toEqual({
      law: '37',
      offender: 'E',
      kind: 'call-when-required-to-pass',
      at: 2,
      turnOf: 'E',
    });
  });

  test('37B: cancelled, a pass substituted; both offenders pass throughout; 26A2 hearts', () => {
    const { events, state } = when(given('N', [...start, 'E 2H']), rule(2, '37B', 'director'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      laws: ['37B', '26', '23'],
      rectifications: [
        { kind: 'CallCancelled', callSeqs: [2] },
        { kind: 'PassSubstituted', seat: 'E', forCallSeq: 2 },
        { kind: 'ForcedPass', seat: 'E', scope: 'every-turn', law: '37B' },
        { kind: 'ForcedPass', seat: 'W', scope: 'every-turn', law: '37B' },
        { kind: 'LeadRestrictionArmed', target: 'W', offender: 'E', law: '26A2', suits: ['H'] },
        { kind: 'AdjustmentWatch', law: '23' },
      ],
    });
    expect(seatToCall(state)).toBe('S');
    expectSilenced(given('N', [...start, 'E 2H', rule(2, '37B', 'director'), 'S 2S']));
    expectSilenced(given('N', [...start, 'E 2H', rule(2, '37B', 'director'), 'S 2S', 'W P', 'N 3S']));
    const end = given('N', [...start, 'E 2H', rule(2, '37B', 'director'), 'S 2S', 'W P', 'N P', 'E P']);
    expectContract(end, '2S', 'N');
    expect(auctionResult(end)?.forPlay).toEqual({
      leadRestrictions: [{ kind: 'LeadRestrictionArmed', target: 'W', offender: 'E', law: '26A2', suits: ['H'] }],
      adjustmentWatch: ['23'],
    });
  });

  test('37A: LHO called first; the call and all later calls stand', () => {
    const state = given('N', [...start, 'E 2H', 'S 2S']);
    expect(rulingOptions(state).map((o) => o.option)).toEqual(['37A', 'director']);
    const { events, state: after } = when(state, rule(2, '37A', 'director'));
    expect(types(events)).toEqual(['RectificationApplied', 'HeldCallReleased']);
    expect(seatToCall(after)).toBe('W');
    expect(calls(legalCalls(after))).toContain('3H');
    expect(
      auctionResult(given('N', [...start, 'E 2H', 'S 2S', rule(2, '37A', 'director'), 'W P', 'N P', 'E P']))?.forPlay
        .leadRestrictions,
    ).toEqual([]);
  });

  test('1997: Law 37 and, when condoned, 35B', () => {
    expect(rulingOptions(given('N', [...start, 'E 2H'], '1997')).map((o) => o.option)).toEqual(['37', 'director']);
    expect(rulingOptions(given('N', [...start, 'E 2H', 'S 2S'], '1997')).map((o) => o.option)).toEqual([
      '35B',
      'director',
    ]);
  });

  test('a double by a silenced player that also breaks Law 19 is Law 36, not 37 (37A)', () => {
    expect(given('N', [...start, 'E XX']).pending).toMatchObject({ law: '36B', kind: 'inadmissible-redouble' });
  });
});

describe('Law 38: bid above seven', () => {
  const start = ['N 7NT', 'E 8C'];

  test('is recorded as bid and flagged', () => {
    const { events } = when(given('N', ['N 7NT']), 'E 8C');
    expect(events).toEqual([
      {
        type: 'CallMade',
        schemaVersion: 2,
        seat: 'E',
        call: { kind: 'Bid', level: 8, strain: 'C' },
        at: 1,
        alert: null,
      },
      {
        type: 'IrregularityFound',
        schemaVersion: 1,
        irregularity: { law: '38', offender: 'E', kind: 'bid-above-seven', at: 1 },
        turnOf: 'E',
      },
    ]);
  });

  test('2007: cancelled, a pass substituted, both offenders pass throughout; L26 and L23', () => {
    const state = given('N', [...start, rule(1, '38', 'director'), 'S P']);
    expectSilenced(state);
    const end = given('N', [...start, rule(1, '38', 'director'), 'S P', 'W P']);
    expectContract(end, '7NT', 'N');
    expect(auctionResult(end)?.forPlay).toEqual({
      leadRestrictions: [{ kind: 'LeadRestrictionArmed', target: 'W', offender: 'E', law: '26A2', suits: ['C'] }],
      adjustmentWatch: ['23'],
    });
  });

  test('2007 38D, LHO called first: the bid and later calls cancelled, both offenders still pass throughout, no L23/L26', () => {
    const state = given('N', [...start, 'S P']);
    expect(rulingOptions(state).map((o) => o.option)).toEqual(['38D', 'director']);
    const ruled = given('N', [...start, 'S P', rule(1, '38D', 'director')]);
    expect(ruled.entries.filter((e) => e.status === 'cancelled').map((e) => e.at)).toEqual([1, 2]);
    expect(seatToCall(ruled)).toBe('S');
    expectSilenced(given('N', [...start, 'S P', rule(1, '38D', 'director'), 'S P']));
    const end = given('N', [...start, 'S P', rule(1, '38D', 'director'), 'S P', 'W P']);
    expectContract(end, '7NT', 'N');
    expect(auctionResult(end)?.forPlay).toEqual({ leadRestrictions: [], adjustmentWatch: [] });
  });

  test('1997 35C, LHO called first: a pass substituted and the auction continues as if nothing happened (W may double)', () => {
    const state = given('N', [...start, 'S P', rule(1, '35C', 'director'), 'S P'], '1997');
    expect(calls(legalCalls(state))).toEqual(['Pass', 'X']);
    expectContract(
      given('N', [...start, 'S P', rule(1, '35C', 'director'), 'S P', 'W X', 'N P', 'E P', 'S P'], '1997'),
      '7NTX',
      'N',
    );
  });

  test('1997 not condoned: both offenders pass throughout, L26', () => {
    expectSilenced(given('N', [...start, rule(1, '38', 'director'), 'S P'], '1997'));
  });

  test('not even the director can let a bid above seven stand (38A)', () => {
    expect(() =>
      when(
        given('N', start),
        rule(1, 'director', 'director', {
          laws: ['38'],
          rectifications: [{ kind: 'CallAccepted', callSeq: 1, acceptedBy: 'S' }],
        }),
      ),
    ).toThrow(/call #1 is a bid above seven; Law 38A never permits/);
  });

  test('the contract can never be above seven: the generator offers no such bid', () => {
    expect(calls(legalCalls(given('N', ['N 7C']))).filter((c) => c.startsWith('8'))).toEqual([]);
  });
});

describe('Law 39: call after the final pass', () => {
  const auction = ['N 1S', 'E P', 'S P', 'W P'];

  test('is flagged with no turn', () => {
    const { events, state } = when(given('N', auction), 'E 2H');
    expect(events[1]).toEqual({
      type: 'IrregularityFound',
      schemaVersion: 1,
      irregularity: { law: '39', offender: 'E', kind: 'call-after-final-pass', at: 4 },
      turnOf: undefined,
    });
    expect(auctionPhase(state)).toBe('director-required');
    expect(auctionResult(state)).toBeUndefined();
  });

  test('39C: a defender’s bid is cancelled; L26 may apply to his partner', () => {
    const end = given('N', [...auction, 'E 2H', rule(4, '39', 'director')]);
    expectContract(end, '1S', 'N');
    expect(auctionResult(end)?.forPlay.leadRestrictions).toEqual([
      { kind: 'LeadRestrictionArmed', target: 'W', offender: 'E', law: '26A2', suits: ['H'] },
    ]);
  });

  test('39B: a call by the future dummy, or a defender’s pass, is cancelled without rectification', () => {
    expect(
      auctionResult(given('N', [...auction, 'S 2S', rule(4, '39', 'director')]))?.forPlay.leadRestrictions,
    ).toEqual([]);
    expect(auctionResult(given('N', [...auction, 'E P', rule(4, '39', 'director')]))?.forPlay.leadRestrictions).toEqual(
      [],
    );
  });

  test('39B: the offender’s LHO called after it: all cancelled, no rectification (1997: 35D)', () => {
    for (const edition of ['2007', '1997'] as const) {
      const state = given('N', [...auction, 'E X', 'S XX'], edition);
      const { events, state: after } = when(state, rule(4, '39', 'director'));
      expect(events[0]).toMatchObject({
        laws: [edition === '2007' ? '39B' : '35D'],
        rectifications: [{ kind: 'CallCancelled', callSeqs: [4, 5] }],
      });
      expect(auctionResult(after)?.forPlay.leadRestrictions).toEqual([]);
    }
  });

  test('after a passed-out board too', () => {
    expect(given('N', ['N P', 'E P', 'S P', 'W P', 'N 1C']).pending).toMatchObject({
      law: '39',
      kind: 'call-after-final-pass',
    });
  });
});
