// evolve(state, event) -> state: pure; it trusts events (decide has checked them).
import type { Card } from '../cards/card';
import type { DealEvent } from './events';
import { auctionClosed, defendersOf, type DealState, type Multiplier } from './state';

function without(cards: readonly Card[], gone: readonly Card[]): Card[] {
  return cards.filter((c) => !gone.includes(c));
}

/** The next player in the direction of play who may still bid. */
function nextBidder(state: DealState, after: string): string {
  const i = state.order.indexOf(after);
  for (let k = 1; k <= 3; k++) {
    const p = state.order[(i + k) % 3]!;
    if (!state.barred.includes(p)) return p;
  }
  return after;
}

function afterAuctionMove(state: DealState, player: string): DealState {
  if (auctionClosed(state)) return { ...state, turn: state.highest!.player };
  return { ...state, turn: nextBidder(state, player) };
}

export function evolve(state: DealState, event: DealEvent): DealState {
  switch (event.type) {
    case 'BidMade': {
      const hand = event.talonTaken ? [...state.hands[event.player]!, ...state.talon] : [...state.hands[event.player]!];
      const hands = event.discard ? { ...state.hands, [event.player]: without(hand, event.discard) } : state.hands;
      const talon = event.discard ? [...event.discard] : state.talon;
      const restricted = state.restricted?.player === event.player ? null : state.restricted;
      const next = {
        ...state,
        hands,
        talon,
        restricted,
        highest: { player: event.player, bid: event.bid },
        passedSinceBid: [],
      };
      return afterAuctionMove(next, event.player);
    }
    case 'Passed':
      return afterAuctionMove({ ...state, passedSinceBid: [...state.passedSinceBid, event.player] }, event.player);
    case 'AuctionClosed':
      return { ...state, phase: 'play', declarer: event.declarer, bid: event.bid, turn: event.declarer };
    case 'TrumpNamed':
      return { ...state, trump: event.suit };
    case 'MeldAnnounced': {
      const irregularities = event.allowed
        ? state.irregularities
        : [...state.irregularities, { player: event.player, kind: 'forbidden-meld' as const }];
      return {
        ...state,
        melds: [...state.melds, { player: event.player, suit: event.suit, value: event.value, allowed: event.allowed }],
        irregularities,
      };
    }
    case 'KontraDeclared': {
      // Trump games: a kontra counts for the pair (§7(4)); no-trump games: only for who said it (§7(5)).
      const pair = state.trump !== null;
      const targets = pair ? defendersOf(state) : [event.player];
      const multipliers = { ...state.multipliers };
      for (const d of targets) {
        const m = { ...multipliers[d] };
        for (const c of event.components) m[c] = 2;
        multipliers[d] = m;
      }
      return { ...state, multipliers, kontraSaidBy: [...state.kontraSaidBy, event.player] };
    }
    case 'RekontraDeclared': {
      const multipliers = { ...state.multipliers };
      for (const d of event.against) {
        const m = { ...multipliers[d] };
        for (const c of event.components) if (m[c] === 2) m[c] = 4 as Multiplier;
        multipliers[d] = m;
      }
      return { ...state, multipliers };
    }
    case 'CardPlayed': {
      const irregularities = event.violation
        ? [...state.irregularities, { player: event.player, kind: event.violation }]
        : state.irregularities;
      const hands = { ...state.hands, [event.player]: without(state.hands[event.player]!, [event.card]) };
      const cardsPlayed = { ...state.cardsPlayed, [event.player]: (state.cardsPlayed[event.player] ?? 0) + 1 };
      const i = state.order.indexOf(event.player);
      return {
        ...state,
        hands,
        cardsPlayed,
        irregularities,
        trick: [...state.trick, { player: event.player, card: event.card }],
        turn: state.order[(i + 1) % 3]!,
      };
    }
    case 'TrickWon': {
      const tricks = [...state.tricks, { cards: state.trick, winner: event.winner }];
      const over = tricks.length === 10;
      return {
        ...state,
        tricks,
        trick: [],
        turn: event.winner,
        phase: over ? 'over' : 'play',
        end: over ? { kind: 'played' } : state.end,
      };
    }
    case 'HandsExposed':
      return { ...state, exposed: [...new Set([...state.exposed, ...event.players])] };
    case 'Conceded': {
      const declarer = state.declarer ?? state.highest!.player;
      return {
        ...state,
        declarer,
        bid: state.bid ?? state.highest!.bid,
        phase: 'over',
        end: { kind: 'conceded', beforeFirstCard: event.beforeFirstCard },
      };
    }
    case 'Claimed':
      return { ...state, phase: 'over', end: { kind: 'claimed', side: event.side } };
    case 'SilentClaimed':
      return { ...state, silentClaims: [...state.silentClaims, { player: event.player, kind: event.kind }] };
  }
}

export function evolveAll(state: DealState, events: readonly DealEvent[]): DealState {
  return events.reduce(evolve, state);
}
