// The calls a correct procedure allows the seat in turn (Laws 18, 19 and live obligations).
import type { AuctionState } from './auction-state';
import { isAdmissibleDoubling, lastStandingBid, mustPass, seatToCall } from './auction-view';
import { ALL_BIDS, DOUBLE, PASS, REDOUBLE, isSufficient, type Call } from './call';

/** Empty while the director is required or once the auction is over; never empty otherwise. */
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
  // Laws 31A1/32B1 require the repeat even if it is no longer legal (an insufficient bid out of
  // rotation is then an insufficient bid in rotation, Law 27): the one call procedure allows.
  if (repeat && repeat.kind === 'MustRepeatCall') return [repeat.call];
  return calls;
}
