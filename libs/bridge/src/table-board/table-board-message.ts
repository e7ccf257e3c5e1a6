// One board at one table: the auction's, the play's and the claim machine's commands and events,
// plus the result-only entry of a table scorer. Their `type` names do not overlap, so a message is
// routed by its type.
import type { Card } from '../cards/card';
import type { FinalContract } from '../contract/contract';
import type { AuctionCommand, AuctionEvent, AuctionEventType } from '../auction';
import type { ClaimCommand, ClaimCommandType } from '../claim/claim-command';
import type { ClaimEvent, ClaimEventType } from '../claim/claim-event';
import type { PlayCommand, PlayCommandType } from '../play/play-command';
import type { PlayEvent, PlayEventType } from '../play/play-event';
import type { Seat } from '../table/seat';
import type { ResultFlag } from '../score/result-outliers';

/** A table scorer's entry: the result without the auction or the play (lead optional). */
export interface EnterResult {
  readonly type: 'EnterResult';
  readonly contract: FinalContract;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
  readonly lead?: Card;
  /** The flags (resultFlags) the players confirmed with one more tap before this entry, and when. */
  readonly confirmedFlags?: ConfirmedFlags;
}

/** Result flags the table confirmed: the result stands as entered, and the director sees it flagged. */
export interface ConfirmedFlags {
  readonly flags: readonly ResultFlag[];
  readonly at: string;
}

export interface TableResultEntered {
  readonly type: 'TableResultEntered';
  readonly schemaVersion: number;
  readonly contract: FinalContract;
  readonly declarer: Seat | null;
  /** Tricks taken by declarer's side; null for a passed-out board. */
  readonly tricks: number | null;
  readonly lead: Card | null;
}

export type TableBoardCommand = AuctionCommand | PlayCommand | ClaimCommand | EnterResult;
export type TableBoardEvent = AuctionEvent | PlayEvent | ClaimEvent | TableResultEntered;

// Records keyed by every type name: the compiler checks that each list is complete.
const PLAY_COMMANDS: Record<PlayCommandType, true> = {
  LeadFaceDown: true,
  FaceOpeningLead: true,
  PlayCard: true,
  RuleOnLeadOutOfTurn: true,
  ElectLeadRestriction: true,
  RuleOnPenaltyCard: true,
  RuleOnPrematurePlay: true,
  CorrectRevoke: true,
  DrawAttentionToRevoke: true,
  ReturnHandsToBoard: true,
};
const CLAIM_COMMANDS: Record<ClaimCommandType, true> = {
  MakeClaim: true,
  Concede: true,
  ObjectToConcession: true,
  AcquiesceClaim: true,
  DisputeClaim: true,
  AdjudicateClaim: true,
  WithdrawAcquiescence: true,
  CancelConcession: true,
  RecordFirstCallOnNextBoard: true,
  RecordRoundEnd: true,
  RecordCorrectionPeriodEnd: true,
};
const AUCTION_EVENTS: Record<AuctionEventType, true> = {
  CallMade: true,
  PassDeemed: true,
  IrregularityFound: true,
  CallHeldForRuling: true,
  HeldCallReleased: true,
  RectificationApplied: true,
  ObligationTriggered: true,
  AuctionCompleted: true,
  PassedOut: true,
};
const PLAY_EVENTS: Record<PlayEventType, true> = {
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
};
const CLAIM_EVENTS: Record<ClaimEventType, true> = {
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
  BoardRoundEnded: true,
  CorrectionPeriodEnded: true,
};

/** Every event type of one board at one table (auction, play, claims, result entry), each once. */
export const TABLE_BOARD_EVENT_TYPES = [
  ...Object.keys(AUCTION_EVENTS),
  ...Object.keys(PLAY_EVENTS),
  ...Object.keys(CLAIM_EVENTS),
  'TableResultEntered',
] as readonly TableBoardEvent['type'][];

export const isPlayCommand = (c: TableBoardCommand): c is PlayCommand => c.type in PLAY_COMMANDS;
export const isClaimCommand = (c: TableBoardCommand): c is ClaimCommand => c.type in CLAIM_COMMANDS;
export const isPlayEvent = (e: TableBoardEvent): e is PlayEvent => e.type in PLAY_EVENTS;
export const isClaimEvent = (e: TableBoardEvent): e is ClaimEvent => e.type in CLAIM_EVENTS;
