// The end result of an auction and what it leaves for the play: Law 26 lead restrictions that
// survive (the offender became a defender; 26A1 suits he named in his legal auction drop out)
// and the laws under which the director may still adjust.
import type { Contract } from '../contract/contract';
import type { Suit } from '../cards/card';
import { sideOf, type Seat } from '../table/seat';
import type { AuctionState } from './auction-state';
import { auctionOutcome, standingCalls } from './auction-view';
import type { LeadRestrictionArmed } from './rectification';

export interface AuctionObligationsForPlay {
  /** Declarer may require or prohibit these leads at the target's first turn to lead (Law 26). */
  readonly leadRestrictions: readonly LeadRestrictionArmed[];
  readonly adjustmentWatch: readonly string[];
}

export type AuctionResult =
  | { readonly passedOut: true; readonly forPlay: AuctionObligationsForPlay }
  | {
      readonly passedOut: false;
      readonly contract: Contract;
      readonly declarer: Seat;
      readonly forPlay: AuctionObligationsForPlay;
    };

/** Undefined while the auction is running or the director is required. */
export function auctionResult(state: AuctionState): AuctionResult | undefined {
  const outcome = auctionOutcome(state);
  if (!outcome || state.pending) return undefined;
  const adjustmentWatch = state.adjustmentWatch;
  if (outcome.passedOut) return { passedOut: true, forPlay: { leadRestrictions: [], adjustmentWatch } };
  const declaringSide = sideOf(outcome.declarer);
  const named = (seat: Seat): Set<Suit> =>
    new Set(
      standingCalls(state).flatMap((e) =>
        e.seat === seat && e.call.kind === 'Bid' && e.call.strain !== 'NT' ? [e.call.strain] : [],
      ),
    );
  const leadRestrictions = state.leadRestrictions.flatMap((r): LeadRestrictionArmed[] => {
    if (sideOf(r.offender) === declaringSide) return [];
    if (r.law === '26B') return [r];
    const suits = (r.suits ?? []).filter((s) => !named(r.offender).has(s));
    return suits.length > 0 ? [{ ...r, suits }] : [];
  });
  return {
    passedOut: false,
    contract: outcome.contract,
    declarer: outcome.declarer,
    forPlay: { leadRestrictions, adjustmentWatch },
  };
}
