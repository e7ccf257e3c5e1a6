import { describe, expect, test } from 'vitest';
import { auctionDecider, auctionPhase, auctionResult, parseCall, seatToCall, legalCalls } from '../../src';
import { calls, expectContract, given, types, when } from './auction-fixture';

describe('correct procedure (Laws 17–22)', () => {
  test('the dealer calls first, then clockwise (17B/C)', () => {
    const state = given('W', ['W P', 'N P']);
    expect(seatToCall(state)).toBe('E');
  });

  test('declarer is the opener who first named the final denomination', () => {
    expectContract(given('N', ['N 1H', 'E P', 'S 2H', 'W P', 'N P', 'E P']), '2H', 'N');
  });

  test('declarer is the responder when he named the denomination first, though the opener made the final bid', () => {
    expectContract(given('N', ['N 1C', 'E P', 'S 1H', 'W P', 'N 2H', 'E P', 'S P', 'W P']), '2H', 'S');
  });

  test("an opponent's earlier bid of the denomination does not count", () => {
    expectContract(given('N', ['N 1C', 'E 1H', 'S X', 'W P', 'N 2H', 'E P', 'S 4H', 'W P', 'N P', 'E P']), '4H', 'N');
  });

  test('no trumps: the 1NT opener declares 3NT', () => {
    expectContract(given('W', ['W 1NT', 'N P', 'E 3NT', 'S P', 'W P', 'N P']), '3NT', 'W');
  });

  test('four passes: passed out (22A1), and the last pass is announced', () => {
    const { events, state } = when(given('E', ['E P', 'S P', 'W P']), 'N P');
    expect(types(events)).toEqual(['CallMade', 'PassedOut']);
    expect(auctionPhase(state)).toBe('passed-out');
    expect(auctionResult(state)).toEqual({ passedOut: true, forPlay: { leadRestrictions: [], adjustmentWatch: [] } });
    expect(legalCalls(state)).toEqual([]);
  });

  test('three passes after a double: doubled contract (19D, 22A2)', () => {
    const { events, state } = when(given('N', ['N 1S', 'E X', 'S P', 'W P']), 'N P');
    expect(events.at(-1)).toEqual({
      type: 'AuctionCompleted',
      schemaVersion: 1,
      contract: { level: 1, strain: 'S', doubling: 'X' },
      declarer: 'N',
    });
    expectContract(state, '1SX', 'N');
  });

  test('a balancing double after two passes', () => {
    expectContract(given('N', ['N 1C', 'E P', 'S P', 'W X', 'N P', 'E P', 'S P']), '1CX', 'N');
  });

  test('redoubled contract', () => {
    expectContract(given('E', ['E 1H', 'S X', 'W XX', 'N P', 'E P', 'S P']), '1HXX', 'E');
  });

  test('a later bid cancels the double (19C)', () => {
    expectContract(given('N', ['N 1S', 'E X', 'S 2S', 'W P', 'N P', 'E P']), '2S', 'N');
  });

  test('a later bid cancels a redouble too', () => {
    expectContract(given('N', ['N 1S', 'E X', 'S XX', 'W 2C', 'N P', 'E P', 'S P']), '2C', 'W');
  });

  test('the auction goes on after two passes following a bid', () => {
    expect(auctionPhase(given('N', ['N 1S', 'E P', 'S P']))).toBe('bidding');
  });

  test('Law 19: double only an opponent’s bid, redouble only an opponent’s double', () => {
    expect(calls(legalCalls(given('N', ['N 1S'])))).toContain('X');
    expect(calls(legalCalls(given('N', ['N 1S', 'E P'])))).not.toContain('X');
    expect(calls(legalCalls(given('N', ['N 1S', 'E P', 'S P'])))).toContain('X');
    expect(calls(legalCalls(given('N', ['N 1S', 'E X'])))).toContain('XX');
    expect(calls(legalCalls(given('N', ['N 1S', 'E X', 'S P'])))).not.toContain('XX');
    expect(calls(legalCalls(given('N', ['N 1S', 'E X', 'S P', 'W P'])))).toContain('XX');
    expect(calls(legalCalls(given('N', ['N 1S', 'E X', 'S XX'])))).not.toContain('X');
    expect(calls(legalCalls(given('N', ['N P'])))).not.toContain('X');
  });

  test('sufficient bids only: over 1S the cheapest bids are 1NT and 2C', () => {
    const legal = calls(legalCalls(given('N', ['N 1S'])));
    expect(legal.slice(0, 3)).toEqual(['Pass', '1NT', '2C']);
    expect(legal).toHaveLength(1 + 31 + 1);
  });
});

describe('the decider object', () => {
  test('auctionDecider folds the same way as decide/evolve', () => {
    const decider = auctionDecider('S', '1997');
    let state = decider.initialState;
    for (const [seat, call] of [
      ['S', '1NT'],
      ['W', 'P'],
      ['N', '3NT'],
      ['E', 'P'],
      ['S', 'P'],
      ['W', 'P'],
    ] as const) {
      for (const event of decider.decide({ type: 'MakeCall', seat, call: parseCall(call) }, state))
        state = decider.evolve(state, event);
    }
    expect(state.edition).toBe('1997');
    expectContract(state, '3NT', 'S');
  });
});
