// One board's claim or concession (Laws 68-71): who claimed what, who agreed, the director's
// adjudication, and later corrections within the deadlines of spec §9.
import { DEFAULT_LAWS_EDITION, type LawsEdition } from '../director/laws-edition';
import type { Seat, Side } from '../table/seat';

export type ClaimStatus =
  | 'none' // no claim, or a concession voided by partner's objection (68B2)
  | 'pending' // play ceased, waiting for the opponents (68D)
  | 'agreed' // every opponent acquiesced (69A)
  | 'disputed' // the director is called (68D, 70)
  | 'adjudicated'; // the director ruled (70)

export interface ClaimState {
  readonly edition: LawsEdition;
  readonly status: ClaimStatus;
  readonly kind: 'claim' | 'concession' | null;
  readonly by: Seat | null;
  /** The claiming (or conceding) side. */
  readonly side: Side | null;
  readonly tricksRemaining: number;
  /** Of the tricks not played, those the claimer's side gets now (after rulings and corrections). */
  readonly tricksToClaimerSide: number;
  readonly acquiescenceFrom: readonly Seat[];
  readonly acquiescedBy: readonly Seat[];
  readonly disputedBy: readonly Seat[];
  readonly agreementEstablished: boolean;
  readonly nextBoardCalledBy: readonly Side[];
  readonly roundEnded: boolean;
  readonly correctionPeriodEnded: boolean;
  /** Concessions voided by partner's objection (68B2). */
  readonly voidConcessions: number;
}

export function initialClaimState(edition: LawsEdition = DEFAULT_LAWS_EDITION): ClaimState {
  return {
    edition,
    status: 'none',
    kind: null,
    by: null,
    side: null,
    tricksRemaining: 0,
    tricksToClaimerSide: 0,
    acquiescenceFrom: [],
    acquiescedBy: [],
    disputedBy: [],
    agreementEstablished: false,
    nextBoardCalledBy: [],
    roundEnded: false,
    correctionPeriodEnded: false,
    voidConcessions: 0,
  };
}

/** Tricks each side takes of those not played, once the claim is settled; null while it is not. */
export function claimSettlement(state: ClaimState): Readonly<Record<Side, number>> | null {
  if ((state.status !== 'agreed' && state.status !== 'adjudicated') || state.side === null) return null;
  const other = state.tricksRemaining - state.tricksToClaimerSide;
  return state.side === 'NS'
    ? { NS: state.tricksToClaimerSide, EW: other }
    : { NS: other, EW: state.tricksToClaimerSide };
}
