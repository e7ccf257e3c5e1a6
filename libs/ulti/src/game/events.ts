// What happened, as facts. Every event carries `schemaVersion` so stored streams can evolve.
import type { Card, Suit } from '../cards/card';
import type { Component } from '../bids/component';
import type { Violation } from '../play/legal-cards';
import type { Player } from '../table/seating';

type V = { readonly schemaVersion: number };

export type DealEvent = V &
  (
    | {
        readonly type: 'BidMade';
        readonly player: Player;
        readonly said: string;
        readonly bid: string;
        readonly discard: readonly Card[] | null;
        readonly talonTaken: boolean;
      }
    | { readonly type: 'Passed'; readonly player: Player }
    | { readonly type: 'AuctionClosed'; readonly declarer: Player; readonly bid: string }
    | { readonly type: 'TrumpNamed'; readonly suit: Suit | null }
    /** `allowed: false` records a meld the contract forbids (§13(3)#3): it never counts. */
    | {
        readonly type: 'MeldAnnounced';
        readonly player: Player;
        readonly suit: Suit;
        readonly value: 20 | 40;
        readonly allowed: boolean;
      }
    | {
        readonly type: 'KontraDeclared';
        readonly player: Player;
        readonly components: readonly Component[];
        readonly joined: boolean;
      }
    | {
        readonly type: 'RekontraDeclared';
        readonly components: readonly Component[];
        readonly against: readonly Player[];
      }
    /** `violation` records an irregular card (a revoke...): it stands unless a jury ruling voids it (§10(2)). */
    | {
        readonly type: 'CardPlayed';
        readonly player: Player;
        readonly card: Card;
        readonly violation: Violation | null;
      }
    | { readonly type: 'TrickWon'; readonly winner: Player; readonly cards: readonly Card[] }
    | { readonly type: 'HandsExposed'; readonly players: readonly Player[] }
    | { readonly type: 'Conceded'; readonly beforeFirstCard: boolean }
    | { readonly type: 'Claimed'; readonly side: 'declarer' | 'defenders' }
    | { readonly type: 'SilentClaimed'; readonly player: Player; readonly kind: '100' | '4-asz' }
  );

export type DealEventType = DealEvent['type'];
