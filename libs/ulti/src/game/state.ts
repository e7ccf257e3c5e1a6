// The state of one deal, rebuilt from its events.
import type { Card, Suit } from '../cards/card';
import type { Component } from '../bids/component';
import type { RuleSet } from '../rules/house-rules';
import type { PlayedCard } from '../play/trick';
import type { Violation } from '../play/legal-cards';
import { activePlayers, type Player } from '../table/seating';

export type Multiplier = 1 | 2 | 4;

export interface Meld {
  readonly player: Player;
  readonly suit: Suit;
  readonly value: 20 | 40;
  readonly allowed: boolean;
}

export interface Trick {
  readonly cards: readonly PlayedCard[];
  readonly winner: Player;
}

export interface DealState {
  readonly ruleSet: RuleSet;
  readonly seats: readonly Player[];
  readonly dealer: Player;
  /** The three who play, from the first bidder, in the direction of play. */
  readonly order: readonly [Player, Player, Player];
  readonly phase: 'auction' | 'play' | 'over';
  readonly hands: Readonly<Record<Player, readonly Card[]>>;
  /** The two cards face down on the table (empty before the first bid). */
  readonly talon: readonly Card[];
  readonly turn: Player;
  /** The standing bid and who made it. */
  readonly highest: { readonly player: Player; readonly bid: string } | null;
  /** Players who passed since the standing bid. */
  readonly passedSinceBid: readonly Player[];
  /** Players out of the auction by a ruling (§13(1)#3b, §13(2)#1, #2, #6a). */
  readonly barred: readonly Player[];
  /** A player who may only make this bid (§13(2)#5). */
  readonly restricted: { readonly player: Player; readonly bid: string } | null;
  readonly declarer: Player | null;
  readonly bid: string | null;
  readonly trump: Suit | null;
  readonly melds: readonly Meld[];
  /** Per defender and component: 1, 2 (kontra) or 4 (rekontra). */
  readonly multipliers: Readonly<Record<Player, Readonly<Partial<Record<Component, Multiplier>>>>>;
  readonly kontraSaidBy: readonly Player[];
  readonly cardsPlayed: Readonly<Record<Player, number>>;
  readonly trick: readonly PlayedCard[];
  readonly tricks: readonly Trick[];
  readonly exposed: readonly Player[];
  readonly irregularities: readonly { readonly player: Player; readonly kind: Violation | 'forbidden-meld' }[];
  readonly end:
    | null
    | { readonly kind: 'played' }
    | { readonly kind: 'conceded'; readonly beforeFirstCard: boolean }
    | { readonly kind: 'claimed'; readonly side: 'declarer' | 'defenders' };
  readonly silentClaims: readonly { readonly player: Player; readonly kind: '100' | '4-asz' }[];
}

export function initialState(
  ruleSet: RuleSet,
  seats: readonly Player[],
  dealer: Player,
  hands: Readonly<Record<Player, readonly Card[]>>,
): DealState {
  const order = activePlayers(seats, dealer);
  return {
    ruleSet,
    seats,
    dealer,
    order,
    phase: 'auction',
    hands,
    talon: [],
    turn: order[0],
    highest: null,
    passedSinceBid: [],
    barred: [],
    restricted: null,
    declarer: null,
    bid: null,
    trump: null,
    melds: [],
    multipliers: Object.fromEntries(order.map((p) => [p, {}])),
    kontraSaidBy: [],
    cardsPlayed: Object.fromEntries(order.map((p) => [p, 0])),
    trick: [],
    tricks: [],
    exposed: [],
    irregularities: [],
    end: null,
    silentClaims: [],
  };
}

export function defendersOf(state: DealState): [Player, Player] {
  const d = state.declarer;
  if (d === null) throw new Error('no declarer yet');
  const i = state.order.indexOf(d);
  return [state.order[(i + 1) % 3]!, state.order[(i + 2) % 3]!];
}

/** Has the auction ended: every other player who may bid has passed since the standing bid? */
export function auctionClosed(state: DealState): boolean {
  const h = state.highest;
  if (!h) return false;
  return state.order.every((p) => p === h.player || state.barred.includes(p) || state.passedSinceBid.includes(p));
}
