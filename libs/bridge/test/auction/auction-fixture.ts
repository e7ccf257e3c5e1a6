// given/when/then through the auction decider: `given` folds commands (each decided, then evolved),
// `when` decides one more command and returns its events and the state they lead to.
import { expect } from 'vitest';
import {
  auctionPhase,
  auctionResult,
  decide,
  evolveAll,
  initialState,
  legalCalls,
  parseCall,
  formatCall,
  type AuctionCommand,
  type AuctionEvent,
  type AuctionState,
  type Call,
  type Chooser,
  type LawsEdition,
  type Rectification,
  type Seat,
} from '../../src';

export type Step = AuctionCommand | string;

/** `'N 1H'` is N calling 1H; commands pass through unchanged. */
export function step(s: Step): AuctionCommand {
  if (typeof s !== 'string') return s;
  const [seat, call] = s.trim().split(/\s+/);
  return { type: 'MakeCall', seat: seat as Seat, call: parseCall(call!) };
}

export function rule(
  irregularityAt: number,
  option: string,
  chosenBy: Chooser,
  extra: { replacement?: string; rectifications?: Rectification[]; laws?: string[] } = {},
): AuctionCommand {
  const { replacement, ...rest } = extra;
  return {
    type: 'Rectify',
    irregularityAt,
    option,
    chosenBy,
    ...(replacement ? { replacement: parseCall(replacement) } : {}),
    ...rest,
  };
}

export function given(dealer: Seat, steps: readonly Step[], edition: LawsEdition = '2007'): AuctionState {
  return steps.reduce((state, s) => evolveAll(state, decide(step(s), state)), initialState(dealer, edition));
}

export function when(state: AuctionState, s: Step): { events: AuctionEvent[]; state: AuctionState } {
  const events = decide(step(s), state);
  return { events, state: evolveAll(state, events) };
}

export const types = (events: readonly AuctionEvent[]): string[] => events.map((e) => e.type);

export const calls = (cs: readonly Call[]): string[] => cs.map(formatCall);

export function expectContract(state: AuctionState, contract: string, declarer: Seat): void {
  const result = auctionResult(state);
  expect(auctionPhase(state)).toBe('completed');
  expect(
    result && !result.passedOut
      ? `${result.contract.level}${result.contract.strain}${result.contract.doubling} by ${result.declarer}`
      : result,
  ).toBe(`${contract} by ${declarer}`);
}

/** The seat in turn may only pass. */
export function expectSilenced(state: AuctionState): void {
  expect(calls(legalCalls(state))).toEqual(['Pass']);
}
