// The rectification vocabulary of spec §10.7, restricted to what the auction laws use, plus two
// conditional items (Laws 31A and 32B) whose effect waits for the right-hand opponent's call.
import type { Suit } from '../cards/card';
import type { Seat } from '../table/seat';
import type { Call } from './call';

export type ForcedPassScope = 'next-turn' | 'every-turn';

/** Laws 26A2 (suits named by the withdrawn call) and 26B (any one suit, named by declarer). */
export type LeadRestrictionLaw = '26A2' | '26B';

export type Rectification =
  | { readonly kind: 'CallAccepted'; readonly callSeq: number; readonly acceptedBy: Seat }
  | { readonly kind: 'CallCancelled'; readonly callSeqs: readonly number[] }
  | { readonly kind: 'AuctionRevertsTo'; readonly seat: Seat }
  /** A pass the Laws put in place of a cancelled call (Laws 37B, 38C). */
  | { readonly kind: 'PassSubstituted'; readonly seat: Seat; readonly forCallSeq: number }
  | {
      readonly kind: 'SubstituteCallRequired';
      readonly seat: Seat;
      readonly constraint: 'sufficient-or-pass' | 'legal' | 'pass';
    }
  | { readonly kind: 'MustRepeatCall'; readonly seat: Seat; readonly call: Call; readonly law: string }
  | { readonly kind: 'ForcedPass'; readonly seat: Seat; readonly scope: ForcedPassScope; readonly law: string }
  | { readonly kind: 'NoDoubleRedoubleThisTurn'; readonly seat: Seat; readonly law: string }
  /** Laws 31A/32B: what the offender owes depends on whether his RHO passes at his turn. */
  | { readonly kind: 'RhoCallDecides'; readonly seat: Seat; readonly withdrawn: Call; readonly law: '31A' | '32B' }
  /** Law 31A2: RHO did not pass; the offender's own next call decides partner's silence. */
  | { readonly kind: 'OffenderCallDecides'; readonly seat: Seat; readonly withdrawn: Call; readonly law: '31A2' }
  | {
      readonly kind: 'LeadRestrictionArmed';
      readonly target: Seat;
      readonly offender: Seat;
      readonly law: LeadRestrictionLaw;
      readonly suits?: readonly Suit[];
    }
  /** The director may adjust the score at the end of play under this law (23, 27D, 16D…). */
  | { readonly kind: 'AdjustmentWatch'; readonly law: string };

/** The obligations that live in the auction state until they are met or expire. */
export type AuctionObligation = Extract<
  Rectification,
  { kind: 'ForcedPass' | 'NoDoubleRedoubleThisTurn' | 'MustRepeatCall' | 'RhoCallDecides' | 'OffenderCallDecides' }
>;

export type LeadRestrictionArmed = Extract<Rectification, { kind: 'LeadRestrictionArmed' }>;
