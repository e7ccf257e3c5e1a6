// Law 27 scenarios: N opens 1H, E bids 1D (insufficient). E's LHO is S, E's partner W.
import { describe, expect, test } from 'vitest';
import { auctionPhase, auctionResult, rulingOptions, seatToCall } from '../../src';
import { calls, expectContract, expectSilenced, given, rule, types, when } from './auction-fixture';
import { legalCalls } from '../../src';

const opening = ['N 1H', 'E 1D'];

describe('Law 27: insufficient bid', () => {
  test('is recorded, flagged with its irregularity record, and calls the director', () => {
    const { events, state } = when(given('N', ['N 1H']), 'E 1D');
    expect(events).toEqual([
      {
        type: 'CallMade',
        schemaVersion: 2,
        seat: 'E',
        call: { kind: 'Bid', level: 1, strain: 'D' },
        at: 1,
        alert: null,
      },
      {
        type: 'IrregularityFound',
        schemaVersion: 1,
        irregularity: { law: '27', offender: 'E', kind: 'insufficient-bid', at: 1 },
        turnOf: 'E',
      },
    ]);
    expect(auctionPhase(state)).toBe('director-required');
    expect(legalCalls(state)).toEqual([]);
  });

  test('2007 options: accept (LHO), 27B1(a), 27B1(b), 27B2, 27B3, or the director’s own', () => {
    expect(rulingOptions(given('N', opening)).map((o) => o.option)).toEqual([
      '27A',
      '27B1a',
      '27B1b',
      '27B2',
      '27B3',
      'director',
    ]);
  });

  test('1997 has no 27B1(b) replacement by a call of the same meaning', () => {
    const state = given('N', opening, '1997');
    expect(rulingOptions(state).map((o) => o.option)).toEqual(['27A', '27B1a', '27B2', '27B3', 'director']);
    expect(() => when(state, rule(1, '27B1b', 'director', { replacement: 'X' }))).toThrow(
      /option '27B1b' is not offered here/,
    );
  });

  test('no 27B1(a) when the lowest sufficient bid in the denomination would be above seven', () => {
    expect(rulingOptions(given('N', ['N 7NT', 'E 1C'])).map((o) => o.option)).toEqual([
      '27A',
      '27B1b',
      '27B2',
      '27B3',
      'director',
    ]);
    expect(rulingOptions(given('N', ['N 7D', 'E 1H'])).map((o) => o.option)).toContain('27B1a'); // 7H is still possible
  });

  test('27A: LHO accepts; the insufficient bid stands and becomes the contract when passed out', () => {
    const { events, state } = when(given('N', opening), rule(1, '27A', 'S'));
    expect(events).toEqual([
      {
        type: 'RectificationApplied',
        schemaVersion: 1,
        irregularityAt: 1,
        laws: ['27A1'],
        edition: '2007',
        optionsOffered: ['27A', '27B1a', '27B1b', '27B2', '27B3', 'director'],
        optionChosen: '27A',
        chosenBy: 'S',
        rectifications: [{ kind: 'CallAccepted', callSeq: 1, acceptedBy: 'S' }],
      },
    ]);
    expect(seatToCall(state)).toBe('S');
    expectContract(given('N', [...opening, rule(1, '27A', 'S'), 'S P', 'W P', 'N P']), '1D', 'E');
  });

  test('27A is chosen by the LHO only (Law 10C)', () => {
    expect(() => when(given('N', opening), rule(1, '27A', 'W'))).toThrow(/chosen by the offender's LHO \(S\), not W/);
    expect(() => when(given('N', opening), rule(1, '27A', 'director'))).toThrow(/LHO \(S\)/);
  });

  test('27A by calling: LHO calls over it before the ruling; the call is held, then stands once the director records the acceptance', () => {
    const { events, state } = when(given('N', opening), 'S 1S');
    expect(events).toEqual([
      {
        type: 'CallMade',
        schemaVersion: 2,
        seat: 'S',
        call: { kind: 'Bid', level: 1, strain: 'S' },
        at: 2,
        alert: null,
      },
      { type: 'CallHeldForRuling', schemaVersion: 1, at: 2, pendingAt: 1 },
    ]);
    expect(rulingOptions(state).map((o) => o.option)).toEqual(['27A', 'director']);
    const ruled = when(state, rule(1, '27A', 'S'));
    expect(types(ruled.events)).toEqual(['RectificationApplied', 'HeldCallReleased']);
    expectContract(given('N', [...opening, 'S 1S', rule(1, '27A', 'S'), 'W P', 'N P', 'E P']), '1S', 'S');
  });

  test('27A after the held calls completed the auction: the end is announced once', () => {
    // N 1S, E P, S P; W bids 1H (insufficient); N, E and S pass over it before the director comes.
    const state = given('N', ['N 1S', 'E P', 'S P', 'W 1H', 'N P', 'E P', 'S P']);
    const { events, state: after } = when(state, rule(3, '27A', 'N'));
    expect(types(events)).toEqual([
      'RectificationApplied',
      'HeldCallReleased',
      'HeldCallReleased',
      'HeldCallReleased',
      'AuctionCompleted',
    ]);
    expectContract(after, '1H', 'W');
  });

  test('27B1(a): corrected to the lowest sufficient bid in the same denomination; no silence, 27D watch (2007)', () => {
    const { events, state } = when(given('N', opening), rule(1, '27B1a', 'director', { replacement: '2D' }));
    expect(types(events)).toEqual(['RectificationApplied', 'CallMade']);
    expect(events[1]).toMatchObject({ seat: 'E', call: { kind: 'Bid', level: 2, strain: 'D' } });
    const done = given('N', [...opening, rule(1, '27B1a', 'director', { replacement: '2D' }), 'S P']);
    expect(calls(legalCalls(done))).toContain('3D'); // W is free
    const end = given('N', [...opening, rule(1, '27B1a', 'director', { replacement: '2D' }), 'S P', 'W P', 'N P']);
    expectContract(end, '2D', 'E');
    expect(auctionResult(end)?.forPlay).toEqual({ leadRestrictions: [], adjustmentWatch: ['27D'] });
    expect(state.entries.find((e) => e.at === 1)?.status).toBe('cancelled');
  });

  test('27B1(a) in 1997: the watch is 27B1(b) (adjusted score if the insufficient bid gave damaging information)', () => {
    const end = given(
      'N',
      [...opening, rule(1, '27B1a', 'director', { replacement: '2D' }), 'S P', 'W P', 'N P'],
      '1997',
    );
    expect(auctionResult(end)?.forPlay.adjustmentWatch).toEqual(['27B1(b)']);
  });

  test('27B1(a) refuses a replacement that is not the lowest sufficient bid in the denomination', () => {
    expect(() => when(given('N', opening), rule(1, '27B1a', 'director', { replacement: '3D' }))).toThrow(
      /not the lowest sufficient bid in the same denomination \(2D\)/,
    );
  });

  test('27B1(b) (2007): a double with the same meaning is allowed, no silence', () => {
    const state = given('N', [...opening, rule(1, '27B1b', 'director', { replacement: 'X' }), 'S P']);
    expect(calls(legalCalls(state))).toContain('2C');
    expectContract(
      given('N', [...opening, rule(1, '27B1b', 'director', { replacement: 'X' }), 'S P', 'W P', 'N P']),
      '1HX',
      'N',
    );
  });

  test('27B2: replaced by a pass; partner W must pass throughout; Law 26A2 diamonds armed against W', () => {
    let state = given('N', [...opening, rule(1, '27B2', 'director', { replacement: 'P' }), 'S 2H']);
    expectSilenced(state);
    state = given('N', [
      ...opening,
      rule(1, '27B2', 'director', { replacement: 'P' }),
      'S 2H',
      'W P',
      'N 3H',
      'E P',
      'S 4H',
    ]);
    expectSilenced(state); // still silenced at his second turn
    const end = given('N', [
      ...opening,
      rule(1, '27B2', 'director', { replacement: 'P' }),
      'S 2H',
      'W P',
      'N P',
      'E P',
    ]);
    expectContract(end, '2H', 'N');
    expect(auctionResult(end)?.forPlay).toEqual({
      leadRestrictions: [{ kind: 'LeadRestrictionArmed', target: 'W', offender: 'E', law: '26A2', suits: ['D'] }],
      adjustmentWatch: ['23'],
    });
  });

  test('27B2 then E names diamonds legally: no lead restriction remains (26A1)', () => {
    const end = given('N', [
      ...opening,
      rule(1, '27B2', 'director', { replacement: '3D' }),
      'S 3H',
      'W P',
      'N P',
      'E P',
    ]);
    expectContract(end, '3H', 'N');
    expect(auctionResult(end)?.forPlay.leadRestrictions).toEqual([]);
  });

  test('27B2 refuses a double as replacement (that is 27B3 or 27B1b)', () => {
    expect(() => when(given('N', opening), rule(1, '27B2', 'director', { replacement: 'X' }))).toThrow(
      /must be a sufficient bid or a pass/,
    );
  });

  test('27B3 (1997 and 2007): an attempted double is cancelled; sufficient bid; partner silenced', () => {
    for (const edition of ['1997', '2007'] as const) {
      const state = given('N', [...opening, rule(1, '27B3', 'director', { replacement: '2D' }), 'S P'], edition);
      expectSilenced(state);
    }
  });

  test('a ruling for a call that is no longer pending is refused', () => {
    expect(() => when(given('N', opening), rule(0, '27A', 'S'))).toThrow(
      /irregularityAt 0 does not match the pending irregularity at call #1/,
    );
    expect(() => when(given('N', ['N 1H']), rule(0, '27A', 'S'))).toThrow(/no irregularity is waiting/);
  });

  test('27C: the offender’s own replacement made before the ruling stands and is judged under 27B', () => {
    const state = given('N', [...opening, 'E 2D']);
    const { events, state: after } = when(state, rule(1, '27B1a', 'director'));
    expect(types(events)).toEqual(['RectificationApplied', 'HeldCallReleased']);
    expect(after.entries.map((e) => e.status)).toEqual(['standing', 'cancelled', 'standing']);
    expectContract(given('N', [...opening, 'E 2D', rule(1, '27B1a', 'director'), 'S P', 'W P', 'N P']), '2D', 'E');
    // E passed as his replacement, then S bid: under 27B2 both stand, and W is silenced.
    expectSilenced(given('N', [...opening, 'E P', 'S 1S', rule(1, '27B2', 'director')]));
  });

  test('27C: an early replacement that does not fit the option is refused', () => {
    expect(() => when(given('N', [...opening, 'E 3D']), rule(1, '27B1a', 'director'))).toThrow(
      /not the lowest sufficient bid in the same denomination \(2D\)/,
    );
  });

  test('a partner calling while the director is required is held, then cancelled by a non-accepting ruling', () => {
    const { events, state } = when(given('N', opening), 'W 2C');
    expect(types(events)).toEqual(['CallMade', 'CallHeldForRuling']);
    expect(rulingOptions(state).map((o) => o.option)).toContain('27B2'); // W is not the LHO: no condonation
    const after = when(state, rule(1, '27B2', 'director', { replacement: 'P' }));
    expect(after.events[0]).toMatchObject({
      rectifications: expect.arrayContaining([{ kind: 'CallCancelled', callSeqs: [2] }]),
    });
    expect(after.state.entries.find((e) => e.at === 2)?.status).toBe('cancelled');
    expect(seatToCall(after.state)).toBe('S');
  });
});
