import type { ClaimEvent } from './claim-event';
import type { ClaimState } from './claim-state';

export function evolveClaim(state: ClaimState, event: ClaimEvent): ClaimState {
  switch (event.type) {
    case 'ClaimMade':
      return opened(
        state,
        'claim',
        event.claimerSeat,
        event.side,
        event.tricksRemaining,
        event.tricksClaimed,
        event.acquiescenceFrom,
      );
    case 'ConcessionMade':
      return opened(
        state,
        'concession',
        event.seat,
        event.side,
        event.tricksRemaining,
        event.tricksRemaining - event.tricksConceded,
        event.acquiescenceFrom,
      );
    case 'ConcessionObjectedByPartner':
      return {
        ...state,
        status: 'none',
        kind: null,
        by: null,
        side: null,
        acquiescenceFrom: [],
        voidConcessions: state.voidConcessions + 1,
      };
    case 'ClaimAcquiesced': {
      const acquiescedBy = [...state.acquiescedBy, event.seat];
      const agreed = state.acquiescenceFrom.every((s) => acquiescedBy.includes(s));
      return { ...state, acquiescedBy, status: agreed ? 'agreed' : state.status };
    }
    case 'ClaimDisputed':
      return { ...state, status: 'disputed', disputedBy: [...state.disputedBy, event.seat] };
    case 'ClaimAgreementEstablished':
      return { ...state, agreementEstablished: true };
    case 'ClaimAdjudicated':
      return { ...state, status: 'adjudicated', tricksToClaimerSide: event.tricksToClaimerSide };
    case 'AcquiescenceWithdrawn':
      return { ...state, tricksToClaimerSide: state.tricksToClaimerSide - event.tricksRestored };
    case 'ConcessionCancelled':
      return { ...state, tricksToClaimerSide: state.tricksToClaimerSide + event.tricksRestored };
    case 'FirstCallOnNextBoard':
      return { ...state, nextBoardCalledBy: [...state.nextBoardCalledBy, event.side] };
    case 'BoardRoundEnded':
      return { ...state, roundEnded: true };
    case 'CorrectionPeriodEnded':
      return { ...state, correctionPeriodEnded: true };
  }
}

function opened(
  state: ClaimState,
  kind: 'claim' | 'concession',
  by: ClaimState['by'],
  side: NonNullable<ClaimState['side']>,
  tricksRemaining: number,
  tricksToClaimerSide: number,
  acquiescenceFrom: ClaimState['acquiescenceFrom'],
): ClaimState {
  return {
    ...state,
    status: 'pending',
    kind,
    by,
    side,
    tricksRemaining,
    tricksToClaimerSide,
    acquiescenceFrom,
    acquiescedBy: [],
    disputedBy: [],
  };
}
