// What players do at the table: the actions of a deal record, checked by `decide`.
import type { Card, Suit } from '../cards/card';
import type { Component } from '../bids/component';
import type { Player } from '../table/seating';

export type KontraTarget = Component | 'all';

export type Command =
  /** A bid: the talon taken (except the first bidder and önrablás), two cards discarded, a higher bid named. */
  | { readonly type: 'bid'; readonly player: Player; readonly bid: string; readonly discard?: readonly Card[] }
  /** "passz": from the first bidder it is a bid of parti and needs the discard. */
  | { readonly type: 'pass'; readonly player: Player; readonly discard?: readonly Card[] }
  /** A card let go. The declarer's first carries the trump suit and his melds; a defender's first his melds and kontras. */
  | {
      readonly type: 'play';
      readonly player: Player;
      readonly card: Card;
      readonly trump?: Suit;
      readonly melds?: readonly Suit[];
      readonly kontra?: readonly KontraTarget[];
      /** "Csatlakozom": joining the first defender's kontra in a no-trump game (§7(5)). */
      readonly join?: boolean;
    }
  | {
      readonly type: 'rekontra';
      readonly player: Player;
      readonly components: readonly KontraTarget[];
      readonly against?: readonly Player[];
    }
  /** Laying one's cards face up (§6(10)). */
  | { readonly type: 'open'; readonly player: Player }
  /** Throwing in (§6(9)): alone before the first card, with both defenders' agreement after. */
  | { readonly type: 'concede'; readonly player: Player; readonly agreedBy?: readonly Player[] }
  /** The rest of the tricks go to one side, accepted by all. */
  | {
      readonly type: 'claim';
      readonly player: Player;
      readonly side: 'declarer' | 'defenders';
      readonly acceptedBy: readonly Player[];
    }
  /** Claiming a silent 100 or silent 4 aces before the cards are thrown together (§9(10)). */
  | { readonly type: 'silent'; readonly player: Player; readonly kind: '100' | '4-asz' };
