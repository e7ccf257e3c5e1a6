// The play (§6, §7): declarations with the first cards, kontra and rekontra, cards, open hands,
// concession, claims and silent claims. Impossible commands throw; irregular cards are recorded.
import { COMPONENTS, type Component } from '../bids/component';
import { cardName, SUIT_NAMES, type Card, type Suit } from '../cards/card';
import type { Command, KontraTarget } from '../game/commands';
import { contractOf, type Contract } from '../game/contract';
import type { DealEvent } from '../game/events';
import { RuleError } from '../game/rule-error';
import { auctionClosed, defendersOf, type DealState } from '../game/state';
import { violation } from './legal-cards';
import { trickWinner } from './trick';
import { event } from '@club/events';

type Play = Extract<Command, { type: 'play' }>;

export function currentContract(state: DealState): Contract {
  const bid = state.bid ?? state.highest?.bid;
  if (!bid) throw new RuleError('no-bid', 'no bid has been made');
  return contractOf(bid, state.ruleSet.settings);
}

/** The declarer's first card: closes the auction and carries trump and melds (§6(6)). */
function openingEvents(cmd: Play, state: DealState): { events: DealEvent[]; trump: Suit | null } {
  if (!auctionClosed(state) || state.highest?.player !== cmd.player) {
    throw new RuleError('cannot-lead', `${cmd.player} cannot lead: the auction is not over or he is not the declarer`);
  }
  const contract = currentContract(state);
  let trump: Suit | null;
  if (contract.noTrump) {
    if (cmd.trump)
      throw new RuleError('no-trump-game', `${contract.bid.name} has no trump; ${cmd.player} named ${cmd.trump}`);
    trump = null;
  } else if (contract.bid.red) {
    if (cmd.trump && cmd.trump !== 'piros')
      throw new RuleError('trump-is-piros', `red was bid: trump is piros, not ${cmd.trump}`);
    trump = 'piros';
  } else {
    if (!cmd.trump)
      throw new RuleError(
        'trump-not-named',
        `${cmd.player} must name the trump suit before letting go of his first card (§6(6), §13(3)#1)`,
      );
    if (cmd.trump === 'piros')
      throw new RuleError(
        'piros-needs-raise',
        'to play piros the declarer must raise his bid to red (önrablás) and wait for the passes (§13(3)#2)',
      );
    trump = cmd.trump;
  }
  const events: DealEvent[] = [
    event('AuctionClosed', { declarer: cmd.player, bid: state.highest.bid }),
    event('TrumpNamed', { suit: trump }),
  ];
  return { events, trump };
}

function meldEvents(
  player: string,
  suits: readonly Suit[],
  hand: readonly Card[],
  trump: Suit | null,
  contract: Contract,
  isDeclarer: boolean,
  state: DealState,
): DealEvent[] {
  const out: DealEvent[] = [];
  let counted = 0;
  for (const suit of suits) {
    if (!hand.includes(`${suit}-K`) || !hand.includes(`${suit}-O`)) {
      throw new RuleError(
        'meld-not-held',
        `${player} melds ${SUIT_NAMES[suit]} but does not hold its király and felső`,
      );
    }
    const value: 20 | 40 = suit === trump ? 40 : 20;
    let allowed: boolean;
    switch (contract.meldPolicy) {
      case 'any':
        allowed = true;
        break;
      case 'forty':
        allowed = isDeclarer && value === 40 && counted === 0;
        break;
      case 'twenty':
        allowed =
          isDeclarer && counted === 0 && (value === 20 || state.ruleSet.settings.twentyHundredMeld === 'one20AnySuit');
        break;
      default:
        allowed = false;
    }
    if (allowed) counted++;
    out.push(event('MeldAnnounced', { player, suit, value: contract.meldPolicy === 'twenty' ? 20 : value, allowed }));
  }
  return out;
}

function expandTargets(targets: readonly KontraTarget[], contract: Contract): Component[] {
  const out: Component[] = [];
  for (const t of targets) {
    if (t === 'all') out.push(...contract.bid.components);
    else if (!COMPONENTS.includes(t) || !contract.has(t))
      throw new RuleError('not-a-part-of-bid', `'${t}' is not a part of ${contract.bid.name}`);
    else out.push(t);
  }
  return [...new Set(out)];
}

function kontraEvents(cmd: Play, state: DealState, contract: Contract): DealEvent[] {
  const [first, second] = defendersOf(state);
  if (cmd.join) {
    if (!contract.noTrump)
      throw new RuleError(
        'join-only-no-trump',
        '"csatlakozom" is only for no-trump games: in trump games a kontra counts for the pair (§7(4))',
      );
    if (cmd.player !== second || !state.kontraSaidBy.includes(first))
      throw new RuleError('join-not-allowed', `${cmd.player} can only join a kontra the first defender said (§7(5))`);
    return [
      event('KontraDeclared', {
        player: cmd.player,
        components: Object.keys(state.multipliers[first]!) as Component[],
        joined: true,
      }),
    ];
  }
  if (!cmd.kontra || cmd.kontra.length === 0) return [];
  let components = expandTargets(cmd.kontra, contract);
  // "Kontra" on the whole bid after the partner's partial kontra means the parts still undoubled.
  if (!contract.noTrump && cmd.kontra.includes('all'))
    components = components.filter((c) => (state.multipliers[cmd.player]![c] ?? 1) === 1);
  if (components.length === 0)
    throw new RuleError('all-doubled', 'every part of the bid is already doubled (§7(4), §7(7))');
  if (contract.noTrump) {
    if (cmd.player === second && state.kontraSaidBy.includes(first))
      throw new RuleError(
        'join-by-csatlakozom',
        `${cmd.player} joins the first defender's kontra by saying "csatlakozom" (§7(5))`,
      );
  } else {
    const partnerDoubled = components.filter((c) => (state.multipliers[cmd.player]![c] ?? 1) > 1);
    if (partnerDoubled.length > 0)
      throw new RuleError(
        'partner-doubled',
        `${partnerDoubled.join(', ')} already doubled by the partner; no further levels (§7(4))`,
      );
    if (state.ruleSet.settings.partnerKontra === 'none' && state.kontraSaidBy.length > 0)
      throw new RuleError(
        'partner-kontra-barred',
        'after a kontra the partner may not double (§7(4), house rule A-09)',
      );
  }
  return [event('KontraDeclared', { player: cmd.player, components, joined: false })];
}

export function decidePlay(cmd: Play, state: DealState): DealEvent[] {
  const events: DealEvent[] = [];
  let trump = state.trump;
  let declarer = state.declarer;
  if (state.phase === 'auction') {
    const opening = openingEvents(cmd, state);
    events.push(...opening.events);
    trump = opening.trump;
    declarer = cmd.player;
  } else if (state.phase !== 'play') throw new RuleError('play-over', 'play is over');
  if (state.phase === 'play' && state.turn !== cmd.player)
    throw new RuleError('not-your-turn', `it is ${state.turn}'s turn to play, not ${cmd.player}'s`);
  const hand = state.hands[cmd.player] ?? [];
  if (!hand.includes(cmd.card))
    throw new RuleError('card-not-held', `${cmd.player} does not hold ${cardName(cmd.card)}`);
  const contract = currentContract(state);
  const firstCard = (state.cardsPlayed[cmd.player] ?? 0) === 0;
  const isDeclarer = cmd.player === declarer;
  if (!firstCard && (cmd.melds?.length || cmd.kontra?.length || cmd.join || cmd.trump)) {
    throw new RuleError(
      'announce-with-first-card',
      `${cmd.player} can announce trump, melds and kontras only with his first card (§6(6)–(7))`,
    );
  }
  if (isDeclarer && (cmd.kontra?.length || cmd.join))
    throw new RuleError('declarer-cannot-kontra', 'the declarer cannot kontra');
  if (!isDeclarer && cmd.trump)
    throw new RuleError('only-declarer-names-trump', 'only the declarer names the trump suit');
  if (firstCard) {
    events.push(...meldEvents(cmd.player, cmd.melds ?? [], hand, trump, contract, isDeclarer, state));
    if (!isDeclarer) events.push(...kontraEvents(cmd, { ...state, declarer }, contract));
  }
  const restricted =
    state.ruleSet.settings.trumpSevenRestriction === 'allPlayers' || (isDeclarer && contract.has('ultimo'));
  const fault = violation(hand, cmd.card, {
    trump,
    order: contract.order,
    trick: state.trick.map((p) => p.card),
    trumpSevenHeld: restricted,
  });
  events.push(event('CardPlayed', { player: cmd.player, card: cmd.card, violation: fault }));
  const trick = [...state.trick, { player: cmd.player, card: cmd.card }];
  if (trick.length === 3) {
    events.push(
      event('TrickWon', { winner: trickWinner(trick, trump, contract.order), cards: trick.map((p) => p.card) }),
    );
    if (state.tricks.length === 0 && contract.open) {
      const players = state.ruleSet.settings.openPlay === 'everyone' ? [...state.order] : [declarer!];
      events.push(event('HandsExposed', { players }));
    }
  }
  return events;
}

export function decideRekontra(cmd: Extract<Command, { type: 'rekontra' }>, state: DealState): DealEvent[] {
  if (state.phase !== 'play' || cmd.player !== state.declarer)
    throw new RuleError('rekontra-by-declarer-in-play', 'only the declarer says rekontra, during play');
  const window =
    state.ruleSet.settings.rekontraWindow === 'beforeTrickTwo'
      ? state.tricks.length === 0 || (state.tricks.length === 1 && state.trick.length === 0)
      : (state.cardsPlayed[cmd.player] ?? 0) < 2;
  if (!window)
    throw new RuleError('rekontra-too-late', 'too late for rekontra: it is said before the second card (§7(6), A-10)');
  const contract = currentContract(state);
  const components = expandTargets(cmd.components, contract);
  const doubled = (p: string, c: Component) => state.multipliers[p]![c] === 2;
  const defenders = defendersOf(state);
  const against =
    contract.noTrump && state.ruleSet.settings.noTrumpRekontra === 'perDefender' && cmd.against
      ? [...cmd.against]
      : defenders.filter((d) => components.some((c) => doubled(d, c)));
  for (const c of components) {
    if (!against.some((d) => doubled(d, c))) throw new RuleError('no-kontra-to-answer', `${c} has no kontra to answer`);
  }
  for (const d of against) if (!defenders.includes(d)) throw new RuleError('not-a-defender', `${d} is not a defender`);
  return [event('RekontraDeclared', { components, against })];
}

export function decideOpen(cmd: Extract<Command, { type: 'open' }>, state: DealState): DealEvent[] {
  if (state.phase === 'over') throw new RuleError('play-over', 'play is over');
  const mayOpen = cmd.player === state.declarer || cmd.player === state.highest?.player || state.exposed.length > 0;
  if (!mayOpen)
    throw new RuleError(
      'cannot-open-cards',
      `${cmd.player} may lay his cards face up only in open contracts or after the declarer did (§6(10))`,
    );
  return [event('HandsExposed', { players: [cmd.player] })];
}

export function decideConcede(cmd: Extract<Command, { type: 'concede' }>, state: DealState): DealEvent[] {
  const declarer = state.declarer ?? (auctionClosed(state) ? state.highest?.player : null);
  if (state.phase === 'over' || cmd.player !== declarer)
    throw new RuleError('throw-in-by-declarer', 'only the declarer can throw in, before play is over (§6(9))');
  if (state.phase === 'auction') return [event('Conceded', { beforeFirstCard: true })];
  const defenders = defendersOf(state);
  if (!defenders.every((d) => cmd.agreedBy?.includes(d)))
    throw new RuleError(
      'concession-needs-defenders',
      "after the first lead a concession needs both defenders' agreement (§6(9))",
    );
  return [event('Conceded', { beforeFirstCard: false })];
}

export function decideClaim(cmd: Extract<Command, { type: 'claim' }>, state: DealState): DealEvent[] {
  if (state.ruleSet.settings.claims === 'never')
    throw new RuleError('no-claims', 'this rule set has no claims: play out every trick (A-18)');
  if (state.phase !== 'play') throw new RuleError('claim-outside-play', 'a claim is made during play');
  if (state.trick.length > 0) throw new RuleError('claim-mid-trick', 'a claim is made between tricks');
  const others = state.order.filter((p) => p !== cmd.player);
  if (!others.every((p) => cmd.acceptedBy.includes(p)))
    throw new RuleError('claim-needs-acceptance', `a claim needs every player's acceptance (${others.join(', ')})`);
  return [event('Claimed', { side: cmd.side })];
}

export function decideSilent(cmd: Extract<Command, { type: 'silent' }>, state: DealState): DealEvent[] {
  if (state.phase !== 'over' || (state.end?.kind !== 'played' && state.end?.kind !== 'claimed'))
    throw new RuleError('silent-claim-too-early', 'silent items are claimed after the last trick (§9(10))');
  if (!state.order.includes(cmd.player))
    throw new RuleError('not-in-deal', `'${cmd.player}' does not play in this deal`);
  return [event('SilentClaimed', { player: cmd.player, kind: cmd.kind })];
}
