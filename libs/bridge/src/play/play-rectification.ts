// The part of the rectification vocabulary (spec §10.7) that rulings during the play use.
import type { Card, Suit } from '../cards/card';
import type { Seat } from '../table/seat';
import type { PenaltyCard } from './penalty-card';
import type { LeadRestriction } from './lead-restriction';
import type { PlayRestriction } from './premature-play';

export type PlayRectification =
  /** The card led out of turn stands as the lead (53A, 54B, 55A). */
  | { readonly kind: 'LeadAccepted'; readonly seat: Seat; readonly card: Card }
  /** 54A: declarer spreads his hand; his partner becomes declarer. */
  | { readonly kind: 'DeclarerAndDummyExchanged'; readonly declarer: Seat; readonly dummy: Seat }
  /** The card goes back to its hand (54D, 55B, 56, 53C, 62B). */
  | { readonly kind: 'CardReturnedToHand'; readonly seat: Seat; readonly card: Card }
  | ({ readonly kind: 'PenaltyCard' } & PenaltyCard)
  /** The lead is due from this hand (53A, 55B2). */
  | { readonly kind: 'LeadFromCorrectHand'; readonly hand: Seat }
  | ({ readonly kind: 'LeadRestrictionElected' } & LeadRestriction)
  /** Penalty cards picked up after declarer's lead election (50D2a, 51B). */
  | { readonly kind: 'PenaltyCardReleased'; readonly seat: Seat; readonly cards: readonly Card[] }
  /** 52B2: the card played instead of a penalty card is taken back and the penalty card played in its place. */
  | { readonly kind: 'CardSubstituted'; readonly seat: Seat; readonly withdrawn: Card; readonly substitute: Card }
  /** 57A: how the offender's partner must play to this trick. */
  | ({ readonly kind: 'PlayRestriction' } & PlayRestriction)
  /** Declarer names no suit: penalty cards stay, the armed restriction lapses (50D2b, 26). */
  | { readonly kind: 'LeadElectionWaived'; readonly target: Seat; readonly suits: readonly Suit[] };
