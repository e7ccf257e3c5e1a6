// Commands of the play. `seat` is always the hand a card comes from (dummy's seat for a card of
// dummy's); declarer is the one who plays it.
import type { Card, Suit } from '../cards/card';
import type { Seat } from '../table/seat';
import type { LeadOutOfTurnOption } from './play-option';
import type { RevokeAttention } from './revoke';
import type { PrematureOption } from './premature-play';

export type PlayCommand =
  | { readonly type: 'LeadFaceDown'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'FaceOpeningLead' }
  | { readonly type: 'PlayCard'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'RuleOnLeadOutOfTurn'; readonly option: LeadOutOfTurnOption; readonly chosenBy: Seat }
  | { readonly type: 'ElectLeadRestriction'; readonly mode: 'require' | 'prohibit' | 'none'; readonly suit?: Suit }
  /** 52B: declarer accepts the card played instead of a penalty card, or requires the penalty card (`card`). */
  | {
      readonly type: 'RuleOnPenaltyCard';
      readonly option: 'accept' | 'substitute';
      readonly chosenBy: Seat;
      readonly card?: Card;
    }
  /** 57A: declarer's choice for the partner of a defender who played prematurely (`suit` for forbid-suit). */
  | {
      readonly type: 'RuleOnPrematurePlay';
      readonly option: PrematureOption;
      readonly chosenBy: Seat;
      readonly suit?: Suit;
    }
  | { readonly type: 'CorrectRevoke'; readonly seat: Seat; readonly substitute: Card }
  | {
      readonly type: 'DrawAttentionToRevoke';
      readonly offender: Seat;
      readonly trickNo: number;
      readonly timing: RevokeAttention;
    }
  | { readonly type: 'ReturnHandsToBoard' };

export type PlayCommandType = PlayCommand['type'];
