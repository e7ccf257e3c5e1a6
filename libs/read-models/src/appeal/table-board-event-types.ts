// Every event type of a table-board stream: the bridge engine's (calls, cards, claims, result
// entry), the club's record of the board and the director's. Keyed by type so that the compiler
// tells us when a new event type appears and the timeline would miss it.
import type { TableBoardStreamEvent } from '@club/club';

const TYPES: Record<TableBoardStreamEvent['type'], true> = {
  // auction
  CallMade: true,
  PassDeemed: true,
  IrregularityFound: true,
  CallHeldForRuling: true,
  HeldCallReleased: true,
  RectificationApplied: true,
  ObligationTriggered: true,
  AuctionCompleted: true,
  PassedOut: true,
  // play
  OpeningLeadFaceDown: true,
  OpeningLeadFaced: true,
  DummySpread: true,
  CardPlayed: true,
  TrickQuitted: true,
  PlayEnded: true,
  LeadOutOfTurnMade: true,
  PrematurePlayMade: true,
  RevokeMade: true,
  IrregularityFlagged: true,
  RevokeEstablished: true,
  RevokeCorrected: true,
  RevokeAttentionDrawn: true,
  Trick12RevokeCorrected: true,
  PlayAfterClaimRecorded: true,
  PlayRulingGiven: true,
  HandsReturnedToBoard: true,
  PlayCeased: true,
  PlayResumed: true,
  // claims and concessions
  ClaimMade: true,
  ConcessionMade: true,
  ConcessionObjectedByPartner: true,
  ClaimAcquiesced: true,
  ClaimDisputed: true,
  ClaimAgreementEstablished: true,
  ClaimAdjudicated: true,
  AcquiescenceWithdrawn: true,
  ConcessionCancelled: true,
  FirstCallOnNextBoard: true,
  RoundEnded: true,
  CorrectionPeriodEnded: true,
  // result entry and the club's record
  TableResultEntered: true,
  TableBoardOpened: true,
  TableResultRecorded: true,
  TricksAgreed: true,
  ResultCorrected: true,
  ScoreCorrected: true,
  // the director
  DirectorCalled: true,
  FactsEstablished: true,
  RulingGiven: true,
  ScoreAdjusted: true,
  ProceduralPenaltyAssessed: true,
  LateScoreCorrectionAuthorized: true,
};

export const TABLE_BOARD_STREAM_EVENT_TYPES = Object.keys(TYPES) as readonly TableBoardStreamEvent['type'][];
