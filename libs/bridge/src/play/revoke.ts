// Laws 61-63: a revoke is a failure to follow suit (or to comply with a lead restriction) when
// able. It is recorded as played; the offender may correct it until it is established (L62),
// and an established revoke transfers tricks at the end of play (L64).
import type { Card, Suit } from '../cards/card';
import type { Seat } from '../table/seat';

export type RevokeStatus = 'pending' | 'established' | 'corrected';

/** When attention was first drawn to the revoke (64B4, 64B5); absent means in time. */
export type RevokeAttention = 'in-time' | 'after-next-board-call' | 'after-round-end';

export interface Revoke {
  readonly offender: Seat;
  readonly trickNo: number;
  readonly card: Card;
  /** The suit that had to be played: the suit led, or the suit a lead restriction required. */
  readonly suit: Suit;
  readonly reason: 'failed-to-follow' | 'lead-restriction' | 'play-restriction';
  readonly status: RevokeStatus;
  /** 64B3: the card not played was faced on the table (dummy's, or a penalty card). */
  readonly failedToPlayFacedCard: boolean;
  /** Cards the offender could legally have played to the revoke trick (1997 64A2). */
  readonly legalCards: readonly Card[];
  readonly attention: RevokeAttention;
}
