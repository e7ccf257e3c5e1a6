// Laws 28–32: calls out of rotation, at RHO's, partner's or LHO's turn.
import { describe, expect, test } from 'vitest';
import { auctionPhase, auctionResult, legalCalls, rulingOptions, seatToCall } from '../../src';
import { calls, expectContract, expectSilenced, given, rule, types, when } from './auction-fixture';

describe('Law 30: pass out of rotation', () => {
  test('30A before any bid: flagged; cancelled, the offender passes at his next turn only', () => {
    const { events } = when(given('N', []), 'E P');
    expect(events[1]).toEqual({
      type: 'IrregularityFound',
      schemaVersion: 1,
      irregularity: { law: '30A', offender: 'E', kind: 'pass-out-of-rotation', at: 0 },
      turnOf: 'N',
    });
    const ruled = given('N', ['E P', rule(0, '29B', 'S')]);
    expect(seatToCall(ruled)).toBe('N'); // the auction reverts to the dealer
    expectSilenced(given('N', ['E P', rule(0, '29B', 'S'), 'N 1S']));
    const later = given('N', ['E P', rule(0, '29B', 'S'), 'N 1S', 'E P', 'S 2S', 'W P', 'N P']);
    expect(calls(legalCalls(later))).toContain('X'); // next turn only
    expectContract(given('N', ['E P', rule(0, '29B', 'S'), 'N 1S', 'E P', 'S 2S', 'W P', 'N P', 'E P']), '2S', 'N');
  });

  test('1997 30A: the forced pass may bring Law 72B1 rather than Law 23', () => {
    const end = given('N', ['E P', rule(0, '29B', 'S'), 'N 1S', 'E P', 'S P', 'W P'], '1997');
    expectContract(end, '1S', 'N');
    expect(auctionResult(end)?.forPlay.adjustmentWatch).toEqual(['72B1']);
    expect(
      auctionResult(given('N', ['E P', rule(0, '29B', 'S'), 'N 1S', 'E P', 'S P', 'W P']))?.forPlay.adjustmentWatch,
    ).toEqual(['23']);
  });

  test('29B is the LHO’s choice', () => {
    expect(() => when(given('N', ['E P']), rule(0, '29B', 'director'))).toThrow(/LHO \(S\)/);
  });

  test('30B1 after a bid at RHO’s turn: the offender passes at his next turn', () => {
    // N 1S; E's turn; S passes (S's RHO is E).
    const state = given('N', ['N 1S', 'S P']);
    expect(state.pending).toMatchObject({ law: '30B1', offender: 'S', turnOf: 'E' });
    expectSilenced(given('N', ['N 1S', 'S P', rule(1, '29B', 'W'), 'E 2H']));
  });

  test('30B2 at partner’s turn: offender passes throughout; partner may not double at that turn', () => {
    // N 1S; E's turn; W (E's partner) passes.
    const ruled = given('N', ['N 1S', 'W P', rule(1, '29B', 'N')]);
    expect(seatToCall(ruled)).toBe('E');
    const eCalls = calls(legalCalls(ruled));
    expect(eCalls).not.toContain('X');
    expect(eCalls).toContain('2H');
    expectSilenced(given('N', ['N 1S', 'W P', rule(1, '29B', 'N'), 'E 2H', 'S P']));
    expectSilenced(given('N', ['N 1S', 'W P', rule(1, '29B', 'N'), 'E 2H', 'S P', 'W P', 'N 2S', 'E P', 'S P']));
    const end = given('N', ['N 1S', 'W P', rule(1, '29B', 'N'), 'E 2H', 'S P', 'W P', 'N 2S', 'E P', 'S P', 'W P']);
    expectContract(end, '2S', 'N');
    expect(auctionResult(end)?.forPlay.adjustmentWatch).toEqual(['23']);
  });

  test('30B3 at LHO’s turn is a change of call (Law 25): only acceptance or the director’s own ruling', () => {
    // N 1S; E's turn; N passes again (N's LHO is E).
    const state = given('N', ['N 1S', 'N P']);
    expect(state.pending).toMatchObject({ law: '30B3', kind: 'pass-out-of-rotation' });
    expect(rulingOptions(state).map((o) => o.option)).toEqual(['29A', 'director']);
    const ruled = when(
      state,
      rule(1, 'director', 'director', { laws: ['25B2'], rectifications: [{ kind: 'CallCancelled', callSeqs: [1] }] }),
    );
    expect(ruled.events[0]).toMatchObject({ laws: ['25B2'], optionChosen: 'director' });
    expect(seatToCall(ruled.state)).toBe('E');
  });

  test('the director’s own ruling must settle the irregular call and cite a law', () => {
    const state = given('N', ['N 1S', 'N P']);
    expect(() => when(state, rule(1, 'director', 'director', { laws: ['25'], rectifications: [] }))).toThrow(
      /must accept \(CallAccepted\) or cancel/,
    );
    expect(() =>
      when(state, rule(1, 'director', 'director', { rectifications: [{ kind: 'CallCancelled', callSeqs: [1] }] })),
    ).toThrow(/needs at least one law reference/);
  });

  test('an accepted pass out of rotation does not end the auction before every player has had his turn (17E2, 34)', () => {
    // N 1S; E's turn; W passes; N (W's LHO) accepts. E and S were skipped.
    const state = given('N', ['N 1S', 'W P', rule(1, '29A', 'N'), 'N P', 'E P']);
    expect(auctionPhase(state)).toBe('bidding');
    expect(seatToCall(state)).toBe('S');
    expectContract(given('N', ['N 1S', 'W P', rule(1, '29A', 'N'), 'N P', 'E P', 'S P']), '1S', 'N');
  });

  test('Law 28A: LHO of a player required to pass calls at his turn; that pass is deemed made', () => {
    const state = given('N', ['N 1S', 'W P', rule(1, '29B', 'N'), 'E 2H', 'S P']);
    const { events, state: after } = when(state, 'N 2S');
    expect(events.slice(0, 2)).toEqual([
      { type: 'PassDeemed', schemaVersion: 1, seat: 'W', at: 4, law: '28A' },
      {
        type: 'CallMade',
        schemaVersion: 2,
        seat: 'N',
        call: { kind: 'Bid', level: 2, strain: 'S' },
        at: 5,
        alert: null,
      },
    ]);
    expect(after.pending).toBeUndefined();
    expect(seatToCall(after)).toBe('E');
  });
});

describe('Law 31: bid out of rotation', () => {
  // Dealer N; E bids 1H at N's turn (N is E's RHO). E's LHO is S, partner W.
  test('31A, RHO passes: the offender must repeat his bid, then no rectification', () => {
    const { events, state } = when(given('N', ['E 1H', rule(0, '29B', 'S')]), 'N P');
    expect(events[1]).toEqual({
      type: 'ObligationTriggered',
      schemaVersion: 1,
      seat: 'E',
      law: '31A1',
      byCallAt: 1,
      rectifications: [
        { kind: 'MustRepeatCall', seat: 'E', call: { kind: 'Bid', level: 1, strain: 'H' }, law: '31A1' },
      ],
    });
    expect(calls(legalCalls(state))).toEqual(['1H']);
    const free = given('N', ['E 1H', rule(0, '29B', 'S'), 'N P', 'E 1H', 'S P']);
    expect(calls(legalCalls(free))).toContain('2H');
    expectContract(
      given('N', ['E 1H', rule(0, '29B', 'S'), 'N P', 'E 1H', 'S P', 'W 2H', 'N P', 'E P', 'S P']),
      '2H',
      'E',
    );
  });

  test('31A1: an insufficient bid out of rotation must still be repeated, and is then an insufficient bid (Law 27)', () => {
    // N 1S; E's turn; S bids 1H (insufficient, out of rotation); W refuses; E passes.
    const state = given('N', ['N 1S', 'S 1H', rule(1, '29B', 'W'), 'E P']);
    expect(calls(legalCalls(state))).toEqual(['1H']);
    expect(given('N', ['N 1S', 'S 1H', rule(1, '29B', 'W'), 'E P', 'S 1H']).pending).toMatchObject({
      law: '27',
      kind: 'insufficient-bid',
      offender: 'S',
      at: 3,
    });
  });

  test('31A1: not repeating is flagged in turn', () => {
    const state = given('N', ['E 1H', rule(0, '29B', 'S'), 'N P', 'E 1S']);
    expect(state.pending).toMatchObject({ law: '31A1', kind: 'repeat-call-not-made', offender: 'E' });
  });

  test('31A2(a), RHO bids and the offender repeats the denomination: partner passes at his next turn only', () => {
    const state = given('N', ['E 1H', rule(0, '29B', 'S'), 'N 1S', 'E 2H', 'S P']);
    expectSilenced(state);
    const later = given('N', ['E 1H', rule(0, '29B', 'S'), 'N 1S', 'E 2H', 'S P', 'W P', 'N 2S', 'E P', 'S P']);
    expect(calls(legalCalls(later))).toContain('3H');
  });

  test('31A2(b), the offender does not repeat the denomination: partner passes throughout, 26A2 hearts', () => {
    expectSilenced(given('N', ['E 1H', rule(0, '29B', 'S'), 'N 1S', 'E X', 'S 2S', 'W P', 'N P', 'E 3C', 'S P']));
    const end = given('N', ['E 1H', rule(0, '29B', 'S'), 'N 1S', 'E X', 'S P', 'W P', 'N P']);
    expectContract(end, '1SX', 'N');
    expect(auctionResult(end)?.forPlay.leadRestrictions).toEqual([
      { kind: 'LeadRestrictionArmed', target: 'W', offender: 'E', law: '26A2', suits: ['H'] },
    ]);
  });

  test('31A2 awaits RHO’s call even when that call is itself irregular and then accepted', () => {
    // Dealer W: W 1S; N's turn; E bids 2H out of rotation (N is E's RHO); S refuses. N bids 1H,
    // insufficient; E accepts it (27A). N did not pass, so E's next call decides (31A2).
    const accepted = when(given('W', ['W 1S', 'E 2H', rule(1, '29B', 'S'), 'N 1H']), rule(2, '27A', 'E'));
    expect(accepted.events.map((e) => e.type)).toEqual(['RectificationApplied', 'ObligationTriggered']);
    expect(accepted.events[1]).toMatchObject({ seat: 'E', law: '31A2' });
    expectSilenced(given('W', ['W 1S', 'E 2H', rule(1, '29B', 'S'), 'N 1H', rule(2, '27A', 'E'), 'E 2H', 'S P']));
  });

  test('31B at partner’s turn: partner passes throughout; the offender’s side declaring leaves no lead restriction', () => {
    // N 1C; E's turn; W bids 1H. W's partner E is silenced.
    const state = given('N', ['N 1C', 'W 1H']);
    expect(state.pending).toMatchObject({ law: '31B', kind: 'bid-out-of-rotation', offender: 'W', turnOf: 'E' });
    expectSilenced(given('N', ['N 1C', 'W 1H', rule(1, '29B', 'N')]));
    expectSilenced(given('N', ['N 1C', 'W 1H', rule(1, '29B', 'N'), 'E P', 'S 1S', 'W 2H', 'N P']));
    const end = given('N', ['N 1C', 'W 1H', rule(1, '29B', 'N'), 'E P', 'S 1S', 'W 2H', 'N P', 'E P', 'S P']);
    expectContract(end, '2H', 'W');
    expect(auctionResult(end)?.forPlay.leadRestrictions).toEqual([]);
  });

  test('31B: the silenced partner bidding is a call by a player required to pass (Law 37)', () => {
    const state = given('N', ['N 1C', 'W 1H', rule(1, '29B', 'N'), 'E 2H']);
    expect(state.pending).toMatchObject({ law: '37', kind: 'call-when-required-to-pass', offender: 'E', at: 2 });
  });

  test('29A: the LHO accepts; the skipped player loses his turn, and the accepted bid names the denomination first', () => {
    const state = given('N', ['N 1C', 'W 1H', rule(1, '29A', 'N')]);
    expect(seatToCall(state)).toBe('N');
    expectContract(given('N', ['N 1C', 'W 1H', rule(1, '29A', 'N'), 'N P', 'E 2H', 'S P', 'W P', 'N P']), '2H', 'W');
  });

  test('29A by calling: the LHO calls over the bid out of rotation', () => {
    const state = given('N', ['N 1C', 'W 1H', 'N 1S']);
    expect(rulingOptions(state).map((o) => o.option)).toEqual(['29A', 'director']);
    const { events, state: after } = when(state, rule(1, '29A', 'N'));
    expect(types(events)).toEqual(['RectificationApplied', 'HeldCallReleased']);
    expect(seatToCall(after)).toBe('E');
  });

  test('held calls are examined in order after the acceptance; an irregular one calls the director again', () => {
    // N 1C; W bids 1H at E's turn; N calls over it (acceptance); then E bids 1D, insufficient over 1S.
    const state = given('N', ['N 1C', 'W 1H', 'N 1S', 'E 1D']);
    const { events, state: after } = when(state, rule(1, '29A', 'N'));
    expect(types(events)).toEqual(['RectificationApplied', 'HeldCallReleased', 'IrregularityFound']);
    expect(after.pending).toEqual({ law: '27', offender: 'E', kind: 'insufficient-bid', at: 3, turnOf: 'E' });
  });

  test('28B: the player in turn calls before the ruling; the bid out of rotation is cancelled without rectification', () => {
    const state = given('N', ['E 1H', 'N 1S']);
    expect(rulingOptions(state).map((o) => o.option)).toEqual(['29A', '28B', '29B', 'director']);
    const { events, state: after } = when(state, rule(0, '28B', 'director'));
    expect(types(events)).toEqual(['RectificationApplied', 'HeldCallReleased']);
    expect(seatToCall(after)).toBe('E');
    expect(calls(legalCalls(after))).toContain('2H');
    expect(after.obligations).toEqual([]);
  });

  test('a later bid at LHO’s turn by a player who has called is a change of call (footnote to 31B)', () => {
    expect(given('N', ['N 1C', 'N 1S']).pending).toMatchObject({ law: '25', kind: 'bid-out-of-rotation' });
  });

  test('an insufficient bid out of rotation is dealt with by Law 31 (27A2)', () => {
    expect(given('N', ['N 1S', 'S 1H']).pending).toMatchObject({ law: '31A', kind: 'bid-out-of-rotation' });
  });
});

describe('Law 32: double or redouble out of rotation', () => {
  test('32A at partner’s turn: cancelled, partner passes throughout, 26B against him', () => {
    // N 1H; E's turn; W doubles.
    expect(given('N', ['N 1H', 'W X']).pending).toMatchObject({
      law: '32A',
      kind: 'double-out-of-rotation',
      offender: 'W',
    });
    expectSilenced(given('N', ['N 1H', 'W X', rule(1, '29B', 'N')]));
    const end = given('N', ['N 1H', 'W X', rule(1, '29B', 'N'), 'E P', 'S 2H', 'W P', 'N P', 'E P']);
    expectContract(end, '2H', 'N');
    expect(auctionResult(end)?.forPlay.leadRestrictions).toEqual([
      { kind: 'LeadRestrictionArmed', target: 'E', offender: 'W', law: '26B' },
    ]);
  });

  test('32A with a redouble: N redoubles at partner S’s turn; S passes throughout; N may redouble in turn later', () => {
    const state = given('N', ['N 1H', 'E X', 'N XX']);
    expect(state.pending).toMatchObject({ law: '32A', kind: 'redouble-out-of-rotation', offender: 'N', turnOf: 'S' });
    expectSilenced(given('N', ['N 1H', 'E X', 'N XX', rule(2, '29B', 'E')]));
    const end = given('N', ['N 1H', 'E X', 'N XX', rule(2, '29B', 'E'), 'S P', 'W P', 'N XX', 'E P', 'S P', 'W P']);
    expectContract(end, '1HXX', 'N');
    expect(auctionResult(end)?.forPlay.leadRestrictions).toEqual([]);
  });

  // Dealer W: W 1D, N P; E's turn; S doubles (E is S's RHO). S's LHO is W.
  const start = ['W 1D', 'N P', 'S X'];
  test('32B1, RHO passes: the offender must repeat the double; no rectification', () => {
    expect(given('W', start).pending).toMatchObject({
      law: '32B',
      kind: 'double-out-of-rotation',
      offender: 'S',
      turnOf: 'E',
    });
    const state = given('W', [...start, rule(2, '29B', 'W'), 'E P']);
    expect(calls(legalCalls(state))).toEqual(['X']);
    const end = given('W', [...start, rule(2, '29B', 'W'), 'E P', 'S X', 'W P', 'N P', 'E P']);
    expectContract(end, '1DX', 'W');
    expect(auctionResult(end)?.forPlay).toEqual({ leadRestrictions: [], adjustmentWatch: [] });
  });

  test('32B2, RHO bids: the offender calls freely; partner passes throughout', () => {
    const state = given('W', [...start, rule(2, '29B', 'W'), 'E 1H', 'S 1S', 'W P']);
    expectSilenced(state);
    const end = given('W', [...start, rule(2, '29B', 'W'), 'E 1H', 'S 1S', 'W P', 'N P', 'E P']);
    expectContract(end, '1S', 'S');
    expect(auctionResult(end)?.forPlay.leadRestrictions).toEqual([]); // S declares: no lead restriction
  });
});
