// Queries over the standing calls: whose turn, the last bid, what Law 19 allows, the end (Law 22A).
import type { Contract, Level } from '../contract/contract';
import { leftOf, sideOf, type Seat } from '../table/seat';
import type { Bid, Call } from './call';
import type { AuctionState, CallEntry } from './auction-state';

export type AuctionOutcome =
  { readonly passedOut: true } | { readonly passedOut: false; readonly contract: Contract; readonly declarer: Seat };

export type AuctionPhase = 'bidding' | 'director-required' | 'passed-out' | 'completed';

export function standingCalls(state: AuctionState): CallEntry[] {
  return state.entries.filter((e) => e.status === 'standing');
}

export function lastStandingBid(state: AuctionState): (CallEntry & { call: Bid }) | undefined {
  return standingCalls(state).findLast((e): e is CallEntry & { call: Bid } => e.call.kind === 'Bid');
}

/**
 * Law 22A: four passes, or three passes in rotation after the last non-pass call. "In rotation"
 * is checked on the last four standing calls: after an accepted call out of rotation has skipped
 * a player, the auction goes on until everyone has had his turn (Laws 17E2, 34).
 */
export function auctionOutcome(state: AuctionState): AuctionOutcome | undefined {
  const calls = standingCalls(state);
  const lastFour = calls.slice(-4);
  if (lastFour.length < 4 || lastFour.slice(1).some((e) => e.call.kind !== 'Pass')) return undefined;
  if (lastFour.slice(1).some((e, i) => e.seat !== leftOf(lastFour[i]!.seat))) return undefined;
  if (!calls.some((e) => e.call.kind !== 'Pass')) return { passedOut: true };
  return { passedOut: false, ...contractOf(calls) };
}

function contractOf(calls: readonly CallEntry[]): { contract: Contract; declarer: Seat } {
  const lastBidIndex = calls.findLastIndex((e) => e.call.kind === 'Bid');
  const final = calls[lastBidIndex]!;
  const finalBid = final.call as Bid;
  if (finalBid.level > 7) throw new Error(`internal: a bid above seven (call #${final.at}) is standing`);
  const after = calls.slice(lastBidIndex + 1).map((e) => e.call.kind);
  const doubling = after.includes('Redouble') ? 'XX' : after.includes('Double') ? 'X' : '';
  const side = sideOf(final.seat);
  // Declarer: the first of the declaring side to name the final denomination (definitions, L22).
  const declarer = calls.find(
    (e) => e.call.kind === 'Bid' && e.call.strain === finalBid.strain && sideOf(e.seat) === side,
  )!.seat;
  return { contract: { level: finalBid.level as Level, strain: finalBid.strain, doubling }, declarer };
}

/** The seat whose turn it is (Law 17B/C), or undefined once the auction is over. */
export function seatToCall(state: AuctionState): Seat | undefined {
  if (auctionOutcome(state)) return undefined;
  const last = standingCalls(state).at(-1);
  return last ? leftOf(last.seat) : state.dealer;
}

export function auctionPhase(state: AuctionState): AuctionPhase {
  if (state.pending) return 'director-required';
  const outcome = auctionOutcome(state);
  if (!outcome) return 'bidding';
  return outcome.passedOut ? 'passed-out' : 'completed';
}

/** Law 19A1/B1: double only an opponent's last bid, redouble only an opponent's double, passes only in between. */
export function isAdmissibleDoubling(state: AuctionState, seat: Seat, call: Call): boolean {
  const lastAction = standingCalls(state).findLast((e) => e.call.kind !== 'Pass');
  if (!lastAction || sideOf(lastAction.seat) === sideOf(seat)) return false;
  if (call.kind === 'Double') return lastAction.call.kind === 'Bid';
  if (call.kind === 'Redouble') return lastAction.call.kind === 'Double';
  return true;
}

/** A seat under a forced pass at its next turn or at every turn. */
export function mustPass(state: AuctionState, seat: Seat): boolean {
  return state.obligations.some((o) => o.kind === 'ForcedPass' && o.seat === seat);
}
