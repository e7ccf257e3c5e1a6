// Plays a whole deal with simple random agents (for demos, fuzzing and the benchmark). Every
// move comes from the legal-move generator, so the record always replays and settles.
import { isHigher } from '../bids/bid-order';
import type { Component } from '../bids/component';
import { SUITS, type Card, type Suit } from '../cards/card';
import { randomDeal } from '../deal/deal-cards';
import { randomInt, seededRandom, type Random } from '../deal/random';
import type { Command } from '../game/commands';
import { contractOf } from '../game/contract';
import { decide } from '../game/decide';
import { evolveAll } from '../game/evolve';
import { auctionClosed, defendersOf, initialState, type DealState } from '../game/state';
import { legalCards } from '../play/legal-cards';
import { factsOfPlay } from '../outcome/facts';
import { sidePoints } from '../settlement/judge';
import { MAUSZ_2017, type RuleSet } from '../rules/house-rules';
import { DEAL_RECORD_FORMAT, type DealRecord, type RecordAction } from '../record/deal-record';

export interface RandomDealOptions {
  readonly players?: readonly string[];
  readonly dealer?: string;
  readonly ruleSet?: RuleSet;
}

const pick = <T>(random: Random, items: readonly T[]): T => items[randomInt(random, items.length)]!;
const chance = (random: Random, p: number) => random() < p;

function twoToDiscard(random: Random, holding: readonly Card[]): Card[] {
  const first = pick(random, holding);
  return [
    first,
    pick(
      random,
      holding.filter((c) => c !== first),
    ),
  ];
}

function auctionMove(state: DealState, random: Random, bidsSoFar: number): Command {
  const player = state.turn;
  const order = state.ruleSet.settings.bidOrder;
  const current = state.highest?.bid;
  const higher = current === undefined ? order : order.filter((id) => isHigher(id, current, order));
  const restricted = state.restricted?.player === player ? state.restricted.bid : null;
  const own = state.highest?.player === player;
  const wantsToBid =
    current === undefined || (!own && chance(random, bidsSoFar < 4 ? 0.35 : 0.1)) || (own && chance(random, 0.05));
  if (auctionClosed(state) && own && !wantsToBid) return firstCard(state, random);
  if (!wantsToBid || higher.length === 0) return { type: 'pass', player };
  const bid =
    restricted ??
    (current === undefined
      ? pick(random, ['passz', 'passz', 'passz', 'piros-passz', 'ultimo', 'betli', '40-100'])
      : pick(random, higher.slice(0, 6)));
  const holding = own || current === undefined ? state.hands[player]! : [...state.hands[player]!, ...state.talon];
  const discard = own && state.ruleSet.settings.selfRobWithoutTalon ? undefined : twoToDiscard(random, holding);
  return discard ? { type: 'bid', player, bid, discard } : { type: 'bid', player, bid };
}

function meldsFor(hand: readonly Card[], trump: Suit | null, policy: string, isDeclarer: boolean): Suit[] {
  const held = SUITS.filter((s) => hand.includes(`${s}-K`) && hand.includes(`${s}-O`));
  if (policy === 'any') return held;
  if (!isDeclarer) return [];
  if (policy === 'forty') return held.filter((s) => s === trump);
  if (policy === 'twenty') return held.filter((s) => s !== trump).slice(0, 1);
  return [];
}

function firstCard(state: DealState, random: Random): Command {
  const player = state.highest!.player;
  const contract = contractOf(state.highest!.bid, state.ruleSet.settings);
  const trump: Suit | null = contract.noTrump
    ? null
    : contract.bid.red
      ? 'piros'
      : pick(random, ['makk', 'tok', 'zold'] as const);
  const hand = state.hands[player]!;
  const ctx = {
    trump,
    order: contract.order,
    trick: [],
    trumpSevenHeld: contract.has('ultimo') || state.ruleSet.settings.trumpSevenRestriction === 'allPlayers',
  };
  const card = pick(random, legalCards(hand, ctx));
  const melds = meldsFor(hand, trump, contract.meldPolicy, true);
  return {
    type: 'play',
    player,
    card,
    ...(trump && !contract.bid.red ? { trump } : {}),
    ...(melds.length ? { melds } : {}),
  };
}

function playMove(state: DealState, random: Random): Command {
  const player = state.turn;
  const contract = contractOf(state.bid!, state.ruleSet.settings);
  const isDeclarer = player === state.declarer;
  const hand = state.hands[player]!;
  const restricted =
    state.ruleSet.settings.trumpSevenRestriction === 'allPlayers' || (isDeclarer && contract.has('ultimo'));
  const legal = legalCards(hand, {
    trump: state.trump,
    order: contract.order,
    trick: state.trick.map((p) => p.card),
    trumpSevenHeld: restricted,
  });
  const card = pick(random, legal);
  const cmd: { -readonly [K in keyof Extract<Command, { type: 'play' }>]: Extract<Command, { type: 'play' }>[K] } = {
    type: 'play',
    player,
    card,
  };
  if (state.cardsPlayed[player] === 0 && !isDeclarer) {
    const melds = meldsFor(hand, state.trump, contract.meldPolicy, false);
    if (melds.length) cmd.melds = melds;
    const [first] = defendersOf(state);
    if (contract.noTrump && player !== first && state.kontraSaidBy.includes(first)) {
      if (chance(random, 0.5)) cmd.join = true;
    } else if (chance(random, 0.2)) {
      const open = contract.bid.components.filter((c) => (state.multipliers[player]![c] ?? 1) === 1);
      if (open.length) cmd.kontra = [pick(random, open)];
    }
  }
  return cmd;
}

function rekontraMove(state: DealState, random: Random): Command | null {
  if (state.tricks.length !== 0 || state.trick.length !== 2 || state.kontraSaidBy.length === 0) return null;
  const doubled = new Set<Component>();
  for (const d of defendersOf(state))
    for (const [c, m] of Object.entries(state.multipliers[d]!)) if (m === 2) doubled.add(c as Component);
  if (doubled.size === 0 || !chance(random, 0.3)) return null;
  return { type: 'rekontra', player: state.declarer!, components: [pick(random, [...doubled])] };
}

function silentClaims(state: DealState): Command[] {
  if (state.end?.kind !== 'played') return [];
  const facts = factsOfPlay(state);
  const declarer = state.declarer!;
  const defenders = defendersOf(state);
  const p = sidePoints(facts, declarer, defenders, state.ruleSet.settings);
  const out: Command[] = [];
  if (p.declarerCards + p.declarerMelds >= 100) out.push({ type: 'silent', player: declarer, kind: '100' });
  if (p.defendersCards + p.defendersMelds >= 100) out.push({ type: 'silent', player: defenders[0], kind: '100' });
  for (const pl of state.order) if (facts.acesBy[pl] === 4) out.push({ type: 'silent', player: pl, kind: '4-asz' });
  return out;
}

/** A complete random deal as a record; the same seed gives the same record. */
export function playRandomDeal(seed: number, options: RandomDealOptions = {}): DealRecord {
  return playRandomGame(seed, options).record;
}

/** The same, with the final state (ready for `settleDeal`). */
export function playRandomGame(
  seed: number,
  options: RandomDealOptions = {},
): { record: DealRecord; state: DealState } {
  const random = seededRandom(seed);
  const players = options.players ?? ['A', 'B', 'C'];
  const dealer = options.dealer ?? players[players.length - 1]!;
  const ruleSet = options.ruleSet ?? MAUSZ_2017;
  const hands = randomDeal(random, players, dealer);
  let state = initialState(ruleSet, players, dealer, hands);
  const actions: RecordAction[] = [];
  const act = (cmd: Command) => {
    state = evolveAll(state, decide(cmd, state));
    actions.push(cmd as RecordAction);
  };
  let bids = 0;
  while (state.phase === 'auction') {
    const cmd = auctionMove(state, random, bids);
    if (cmd.type === 'bid') bids++;
    if (cmd.type === 'play' && chance(random, 0.03)) {
      act({ type: 'concede', player: cmd.player });
      break;
    }
    act(cmd);
  }
  while (state.phase === 'play') {
    act(playMove(state, random));
    const rekontra = rekontraMove(state, random);
    if (rekontra) act(rekontra);
  }
  for (const c of silentClaims(state)) act(c);
  return {
    record: {
      format: DEAL_RECORD_FORMAT,
      ruleSet,
      players: [...players],
      dealer,
      seed,
      hands,
      talon: [...state.talon],
      actions,
    },
    state,
  };
}
