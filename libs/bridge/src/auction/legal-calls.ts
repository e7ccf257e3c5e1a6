// The calls a correct procedure allows the seat in turn (Laws 18, 19 and live obligations).
import type { AuctionState } from './auction-state';
import { isAdmissibleDoubling, lastStandingBid, mustPass, seatToCall } from './auction-view';
import { ALL_BIDS, DOUBLE, PASS, REDOUBLE, isSufficient, sameCall, type Call } from './call';

/** Empty while the director is required or once the auction is over. */
export function legalCalls(state: AuctionState): Call[] {
  const seat = seatToCall(state);
  if (state.pending || !seat) return [];
  if (mustPass(state, seat)) return [PASS];
  const last = lastStandingBid(state)?.call;
  const noDoubling = state.obligations.some((o) => o.kind === 'NoDoubleRedoubleThisTurn' && o.seat === seat);
  const calls: Call[] = [
    PASS,
    ...ALL_BIDS.filter((b) => isSufficient(b, last)),
    ...[DOUBLE, REDOUBLE].filter((c) => !noDoubling && isAdmissibleDoubling(state, seat, c)),
  ];
  const repeat = state.obligations.find((o) => o.kind === 'MustRepeatCall' && o.seat === seat);
  if (repeat && repeat.kind === 'MustRepeatCall') return calls.filter((c) => sameCall(c, repeat.call));
  return calls;
}
