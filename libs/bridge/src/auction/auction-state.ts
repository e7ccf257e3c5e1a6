// The state of one board's auction at one table. Every call ever made is kept, with its standing;
// which seat calls next, the contract and declarer are derived from the standing calls.
import type { Irregularity } from '../director/irregularity';
import { DEFAULT_LAWS_EDITION, type LawsEdition } from '../director/laws-edition';
import type { Seat } from '../table/seat';
import type { Call } from './call';
import type { AuctionObligation, LeadRestrictionArmed } from './rectification';

/**
 * standing: part of the auction; pending: the irregular call the director is called for;
 * held: made while the director was required, waiting for the ruling; cancelled: withdrawn by a ruling.
 */
export type CallStatus = 'standing' | 'pending' | 'held' | 'cancelled';

export interface CallEntry {
  /** Sequence number of the call in this auction's record (never reused). */
  readonly at: number;
  readonly seat: Seat;
  readonly call: Call;
  readonly status: CallStatus;
  /** Set on a pass the Laws put in the auction rather than a player (28A, 37B, 38C). */
  readonly deemedBy?: string;
}

export interface PendingIrregularity extends Irregularity {
  readonly at: number;
  /** Whose turn it was when the irregular call was made (undefined after the final pass). */
  readonly turnOf: Seat | undefined;
}

export interface AuctionState {
  readonly dealer: Seat;
  readonly edition: LawsEdition;
  readonly entries: readonly CallEntry[];
  readonly nextAt: number;
  readonly pending: PendingIrregularity | undefined;
  readonly obligations: readonly AuctionObligation[];
  readonly leadRestrictions: readonly LeadRestrictionArmed[];
  /** Laws under which the director may adjust after play (23, 27D…), in order of arming. */
  readonly adjustmentWatch: readonly string[];
  /** Every irregularity found on this auction, in order. */
  readonly irregularities: readonly Irregularity[];
}

export function initialState(dealer: Seat, edition: LawsEdition = DEFAULT_LAWS_EDITION): AuctionState {
  return {
    dealer,
    edition,
    entries: [],
    nextAt: 0,
    pending: undefined,
    obligations: [],
    leadRestrictions: [],
    adjustmentWatch: [],
    irregularities: [],
  };
}
