import type { Card } from '../cards/card';
import type { Seat, Side } from '../table/seat';
import type { ClaimBasis } from './claim-event';
import type { AcquiescenceGround, ConcessionGround } from './claim-grounds';

export type ClaimCommand =
  | {
      readonly type: 'MakeClaim';
      readonly seat: Seat;
      readonly tricks: number;
      readonly statement: string;
      readonly lineOfPlay?: readonly Card[];
      readonly cardsFaced?: boolean;
    }
  | { readonly type: 'Concede'; readonly seat: Seat; readonly tricks: number; readonly abandonedHand?: boolean }
  | { readonly type: 'ObjectToConcession'; readonly seat: Seat }
  | { readonly type: 'AcquiesceClaim'; readonly seat: Seat }
  | { readonly type: 'DisputeClaim'; readonly seat: Seat; readonly reason: string }
  | {
      readonly type: 'AdjudicateClaim';
      readonly tricksToClaimerSide: number;
      readonly basis: readonly ClaimBasis[];
      readonly reasoning: string;
      readonly playedAfterClaimConsidered?: boolean;
    }
  | {
      readonly type: 'WithdrawAcquiescence';
      readonly seat: Seat;
      readonly ground: AcquiescenceGround;
      readonly tricks: number;
    }
  | { readonly type: 'CancelConcession'; readonly ground: ConcessionGround; readonly tricks: number }
  | { readonly type: 'RecordFirstCallOnNextBoard'; readonly side: Side }
  | { readonly type: 'RecordRoundEnd' }
  | { readonly type: 'RecordCorrectionPeriodEnd' };

export type ClaimCommandType = ClaimCommand['type'];
