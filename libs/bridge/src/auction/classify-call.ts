// Classifies a call against the standing auction: legal in turn, or which Law it breaks.
// Order matters where Laws overlap: 39 (after the final pass) before 38 (above seven) before
// 36 (Law 19 breach, even by a player required to pass: 37A excludes it) before 37, then 29–32, 27.
import { leftOf, partnerOf, rightOf, type Seat } from '../table/seat';
import { isSufficient, sameCall, type Call } from './call';
import type { AuctionState } from './auction-state';
import {
  auctionOutcome,
  isAdmissibleDoubling,
  lastStandingBid,
  mustPass,
  seatToCall,
  standingCalls,
} from './auction-view';

export interface CallIrregularity {
  readonly law: string;
  readonly kind: string;
  readonly turnOf: Seat | undefined;
}

export interface Classification {
  /** Law 28A: the caller's RHO was required to pass, so his pass is deemed made first. */
  readonly deemedPassFor?: Seat;
  readonly irregularity?: CallIrregularity;
}

export function classifyCall(state: AuctionState, seat: Seat, call: Call): Classification {
  if (auctionOutcome(state)) return { irregularity: { law: '39', kind: 'call-after-final-pass', turnOf: undefined } };
  let turnOf = seatToCall(state)!;
  let deemedPassFor: Seat | undefined;
  if (seat !== turnOf && seat === leftOf(turnOf) && mustPass(state, turnOf)) {
    deemedPassFor = turnOf;
    turnOf = seat;
  }
  const found = (law: string, kind: string): Classification => ({ deemedPassFor, irregularity: { law, kind, turnOf } });

  if (call.kind === 'Bid' && call.level > 7) return found('38', 'bid-above-seven');
  const doubling = call.kind === 'Double' || call.kind === 'Redouble';
  if (doubling && !isAdmissibleDoubling(state, seat, call)) {
    // 1997 Law 36 is one paragraph (out of rotation it points to Law 32, with the same effect).
    const law = state.edition === '1997' ? '36' : seat === turnOf ? '36B' : '36B4';
    return found(law, call.kind === 'Double' ? 'inadmissible-double' : 'inadmissible-redouble');
  }
  if (seat === turnOf && call.kind !== 'Pass' && mustPass(state, seat))
    return found('37', 'call-when-required-to-pass');
  if (seat !== turnOf) return { deemedPassFor, irregularity: outOfRotation(state, seat, call, turnOf) };
  if (call.kind === 'Bid' && !isSufficient(call, lastStandingBid(state)?.call)) return found('27', 'insufficient-bid');
  for (const o of state.obligations) {
    if (o.seat !== seat) continue;
    if (o.kind === 'NoDoubleRedoubleThisTurn' && doubling)
      return found(o.law, 'double-or-redouble-forbidden-this-turn');
    if (o.kind === 'MustRepeatCall' && !sameCall(o.call, call)) return found(o.law, 'repeat-call-not-made');
  }
  return { deemedPassFor };
}

/** Laws 30–32 by what was called and whose turn it was: RHO's, partner's or LHO's. */
function outOfRotation(state: AuctionState, seat: Seat, call: Call, turnOf: Seat): CallIrregularity {
  const position = turnOf === rightOf(seat) ? 'rho' : turnOf === partnerOf(seat) ? 'partner' : 'lho';
  if (call.kind === 'Pass') {
    const kind = 'pass-out-of-rotation';
    if (!lastStandingBid(state)) return { law: '30A', kind, turnOf };
    return { law: position === 'rho' ? '30B1' : position === 'partner' ? '30B2' : '30B3', kind, turnOf };
  }
  if (call.kind === 'Bid') {
    const kind = 'bid-out-of-rotation';
    if (position === 'rho') return { law: '31A', kind, turnOf };
    const calledBefore = standingCalls(state).some((e) => e.seat === seat && !e.deemedBy);
    // Footnote to 31B: a later call at LHO's turn is a change of call (Law 25).
    return { law: position === 'lho' && calledBefore ? '25' : '31B', kind, turnOf };
  }
  const kind = call.kind === 'Double' ? 'double-out-of-rotation' : 'redouble-out-of-rotation';
  return { law: position === 'rho' ? '32B' : position === 'partner' ? '32A' : '25', kind, turnOf };
}
