// Events of the play (spec §10.5, §10.7). Each is one fact; irregular plays are recorded, flagged
// as irregularities and ruled on afterwards, never refused.
import type { Card, Suit } from '../cards/card';
import type { Irregularity } from '../director/irregularity';
import type { Seat } from '../table/seat';
import type { PlayOption, LeadOutOfTurnOption } from './play-option';
import type { PlayRectification } from './play-rectification';
import type { PenaltyCard } from './penalty-card';
import type { Revoke, RevokeAttention } from './revoke';
import type { PlayedCard, Trick } from './trick';
import type { PREMATURE_OPTIONS, PrematureOption } from './premature-play';

interface V1 {
  readonly schemaVersion: number;
}

export type PlayEvent =
  | (V1 & { readonly type: 'OpeningLeadFaceDown'; readonly seat: Seat; readonly card: Card })
  | (V1 & { readonly type: 'OpeningLeadFaced'; readonly seat: Seat; readonly card: Card })
  | (V1 & { readonly type: 'DummySpread'; readonly seat: Seat })
  | (V1 & {
      readonly type: 'CardPlayed';
      readonly seat: Seat;
      readonly card: Card;
      /** `dummy` when declarer played it from dummy. */
      readonly fromHand: 'own' | 'dummy';
      readonly trickNo: number;
      /** 1 = the lead. */
      readonly position: number;
    })
  | (V1 & {
      readonly type: 'TrickQuitted';
      readonly trickNo: number;
      readonly cards: readonly PlayedCard[];
      readonly winner: Seat;
    })
  | (V1 & { readonly type: 'PlayEnded'; readonly reason: 'thirteen-tricks' })
  /** A lead by the wrong hand: held aside until the non-offending side's option (53-56). */
  | (V1 & {
      readonly type: 'LeadOutOfTurnMade';
      readonly seat: Seat;
      readonly card: Card;
      readonly correctLeader: Seat;
      readonly law: '54' | '55' | '56';
      readonly chooser: 'declarer' | 'defender';
      readonly options: readonly PlayOption[];
      readonly irregularity: Irregularity;
    })
  /** 57A: a defender played before his partner; the card is a major penalty card until played. */
  | (V1 & {
      readonly type: 'PrematurePlayMade';
      readonly seat: Seat;
      readonly card: Card;
      readonly partner: Seat;
      readonly options: typeof PREMATURE_OPTIONS;
      readonly irregularity: Irregularity;
    })
  /** 61A: a card that did not follow suit (or breached a lead restriction) when able; play goes on. */
  | (V1 & {
      readonly type: 'RevokeMade';
      readonly irregularity: Irregularity;
      readonly offender: Seat;
      readonly trickNo: number;
      readonly card: Card;
      readonly suit: Suit;
      readonly reason: Revoke['reason'];
      readonly failedToPlayFacedCard: boolean;
      /** The cards that would have complied (the offender's cards of the suit led). */
      readonly legalCards: readonly Card[];
    })
  /** A penalty card not played (50C, 52) or a lead before declarer's option (26, 50D2); play goes on. */
  | (V1 & {
      readonly type: 'IrregularityFlagged';
      readonly irregularity: Irregularity;
      readonly card: Card;
      readonly expected: readonly Card[];
    })
  | (V1 & {
      readonly type: 'RevokeEstablished';
      readonly offender: Seat;
      readonly trickNo: number;
      readonly by: 'next-trick' | 'claim' | 'concession' | 'acquiescence';
    })
  | (V1 & {
      readonly type: 'RevokeCorrected';
      readonly seat: Seat;
      readonly trickNo: number;
      readonly withdrawnCard: Card;
      readonly substitutedCard: Card;
      /** 62B: a defender's withdrawn card from his unfaced hand; null when it goes back to hand. */
      readonly penaltyCard: PenaltyCard | null;
      /** When the revoke trick was already quitted, its winner after the correction. */
      readonly winner: Seat | null;
      /** 62C1: cards of the next trick taken back because its lead changed hands. */
      readonly withdrawnFromNextTrick: readonly PlayedCard[];
    })
  /** 62D: the established trick-12 revoke corrected before the hands went back to the board. */
  | (V1 & {
      readonly type: 'Trick12RevokeCorrected';
      readonly seat: Seat;
      readonly withdrawnCard: Card;
      readonly substitutedCard: Card;
      readonly trick12: Trick;
      readonly trick13: Trick;
    })
  /** 70D3 (2007: evidence) / 68D (1997: voided): a card played after play ceased for a claim. */
  | (V1 & {
      readonly type: 'PlayAfterClaimRecorded';
      readonly seat: Seat;
      readonly card: Card;
      readonly treatment: 'evidence' | 'voided';
    })
  | (V1 & {
      readonly type: 'RevokeAttentionDrawn';
      readonly offender: Seat;
      readonly trickNo: number;
      readonly timing: RevokeAttention;
    })
  | (V1 & {
      readonly type: 'PlayRulingGiven';
      readonly laws: readonly string[];
      readonly option: LeadOutOfTurnOption | PrematureOption | 'require' | 'prohibit' | 'none' | 'substitute';
      /** Who elected the option (L10C), or null for a rectification the Laws prescribe. */
      readonly chosenBy: Seat | null;
      readonly rectifications: readonly PlayRectification[];
    })
  | (V1 & { readonly type: 'HandsReturnedToBoard' })
  /** Play stopped for a claim or concession (68D); its outcome is the claim machine's. */
  | (V1 & { readonly type: 'PlayCeased'; readonly by: Seat; readonly reason: 'claim' | 'concession' })
  /** A defender's concession objected to by partner (68B2, 2007): play goes on. */
  | (V1 & { readonly type: 'PlayResumed'; readonly law: '68B2' });

export type PlayEventType = PlayEvent['type'];
