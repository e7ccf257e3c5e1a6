// Events of claims and concessions (spec §10.6) and the time facts their deadlines depend on.
import type { Card } from '../cards/card';
import type { Seat, Side } from '../table/seat';
import type { AcquiescenceGround, ConcessionGround } from './claim-grounds';

interface V1 {
  readonly schemaVersion: number;
}

export type ClaimBasis = '70C' | '70D1' | '70D2' | '70D3' | '70E1' | '70E2';

export type ClaimEvent =
  | (V1 & {
      readonly type: 'ClaimMade';
      readonly claimerSeat: Seat;
      readonly side: Side;
      /** Tricks the claimer's side will take of those not yet quitted. */
      readonly tricksClaimed: number;
      readonly statement: string;
      readonly lineOfPlay: readonly Card[];
      readonly cardsFaced: boolean;
      readonly currentTrickNo: number;
      readonly tricksRemaining: number;
      /** The opponents whose acquiescence makes the claim agreed (69A). */
      readonly acquiescenceFrom: readonly Seat[];
    })
  | (V1 & {
      readonly type: 'ConcessionMade';
      readonly seat: Seat;
      readonly side: Side;
      readonly tricksConceded: number;
      readonly abandonedHand: boolean;
      readonly currentTrickNo: number;
      readonly tricksRemaining: number;
      readonly acquiescenceFrom: readonly Seat[];
    })
  /** 68B2: a defender's partner objects at once; no concession has occurred. */
  | (V1 & {
      readonly type: 'ConcessionObjectedByPartner';
      readonly defenderSeat: Seat;
      readonly directorRequired: boolean;
    })
  | (V1 & { readonly type: 'ClaimAcquiesced'; readonly seat: Seat })
  | (V1 & { readonly type: 'ClaimDisputed'; readonly seat: Seat; readonly reason: string })
  | (V1 & { readonly type: 'ClaimAgreementEstablished'; readonly trigger: 'next-board-call' | 'round-end' })
  | (V1 & {
      readonly type: 'ClaimAdjudicated';
      readonly tricksToClaimerSide: number;
      readonly basis: readonly ClaimBasis[];
      readonly reasoning: string;
      readonly playedAfterClaimConsidered: boolean;
    })
  | (V1 & {
      readonly type: 'AcquiescenceWithdrawn';
      readonly seat: Seat;
      readonly ground: AcquiescenceGround;
      readonly tricksRestored: number;
    })
  | (V1 & { readonly type: 'ConcessionCancelled'; readonly ground: ConcessionGround; readonly tricksRestored: number })
  /** Time facts (spec §9): the side's first call on the next board, the round's end, the correction period's end. */
  | (V1 & { readonly type: 'FirstCallOnNextBoard'; readonly side: Side })
  /** Stored as `RoundEnded` before it had its own name (the session's round end is `RoundEnded`): read renamed (club's upcasters). */
  | (V1 & { readonly type: 'BoardRoundEnded' })
  | (V1 & { readonly type: 'CorrectionPeriodEnded' });

export type ClaimEventType = ClaimEvent['type'];
