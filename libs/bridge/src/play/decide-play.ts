// decide(command, state) for the play: turns a command into the facts it records. Cards that do
// not follow suit, leads out of turn and penalty-card breaches are recorded and flagged; only
// impossible data (a card the hand does not hold) and steps that do not exist are refused.
import { suitOf, type Card, type Suit } from '../cards/card';
import type { Irregularity } from '../director/irregularity';
import { partnerOf, sideOf, type Seat, type Side } from '../table/seat';
import { evolvePlay } from './evolve-play';
import { breachesLeadRestriction } from './lead-restriction';
import { acceptanceByPlay, leadOutOfTurnEvent, leadOutOfTurnRuling } from './lead-out-of-turn';
import { penaltyCardBreach } from './penalty-card';
import { penaltyCardRuling } from './penalty-card-ruling';
import { compliantCards, PREMATURE_OPTIONS, type PrematureOption } from './premature-play';
import type { PlayCommand } from './play-command';
import type { PlayEvent } from './play-event';
import type { PlayRectification } from './play-rectification';
import type { PlayState } from './play-state';
import { Refused } from './refused';
import { trickWinner, type PlayedCard } from './trick';
import type { Revoke } from './revoke';

export function decidePlay(command: PlayCommand, state: PlayState): readonly PlayEvent[] {
  switch (command.type) {
    case 'LeadFaceDown':
      if (state.phase !== 'opening-lead') throw new Refused('not-opening-lead', `a face-down lead is only made before the opening lead is faced (phase is ${state.phase})`);
      assertHolds(state, command.seat, command.card);
      return [{ type: 'OpeningLeadFaceDown', schemaVersion: 1, seat: command.seat, card: command.card }];
    case 'FaceOpeningLead': {
      const lead = state.faceDownLead;
      if (state.phase !== 'lead-face-down' || !lead) throw new Refused('no-face-down-lead', 'there is no face-down opening lead to face');
      return playCard(state, lead.seat, lead.card);
    }
    case 'PlayCard':
      if (state.phase === 'lead-face-down') {
        throw new Refused('lead-face-down', `the opening lead ${state.faceDownLead?.card} lies face down: face it first (FaceOpeningLead)`);
      }
      assertPlaying(state);
      assertHolds(state, command.seat, command.card);
      if (state.premature) {
        throw new Refused('premature-play-pending', `${state.premature.offender}'s premature ${state.premature.card} waits for declarer's option (57A: ${PREMATURE_OPTIONS.map((o) => o.option).join(', ')})`);
      }
      return state.pending ? playWhileLeadOutOfTurnPending(state, command.seat, command.card) : playCard(state, command.seat, command.card);
    case 'RuleOnLeadOutOfTurn': {
      const pending = state.pending;
      const ruling = leadOutOfTurnRuling(state, command.option, command.chosenBy);
      if (command.option === 'withdraw' || !pending) return [ruling];
      return [ruling, ...playCard(evolvePlay(state, ruling), pending.offender, pending.card)];
    }
    case 'ElectLeadRestriction':
      return electLeadRestriction(state, command.mode, command.suit);
    case 'RuleOnPrematurePlay':
      return [prematurePlayRuling(state, command.option, command.chosenBy, command.suit)];
    case 'RuleOnPenaltyCard':
      return [penaltyCardRuling(state, command.option, command.chosenBy, command.card)];
    case 'CorrectRevoke':
      return correctRevoke(state, command.seat, command.substitute);
    case 'DrawAttentionToRevoke': {
      const found = state.revokes.some((r) => r.offender === command.offender && r.trickNo === command.trickNo && r.status !== 'corrected');
      if (!found) throw new Refused('no-such-revoke', `no uncorrected revoke by ${command.offender} on trick ${command.trickNo} is recorded`);
      return [{ type: 'RevokeAttentionDrawn', schemaVersion: 1, offender: command.offender, trickNo: command.trickNo, timing: command.timing }];
    }
    case 'ReturnHandsToBoard':
      if (state.phase !== 'ended' && state.phase !== 'ceased') throw new Refused('play-not-over', 'the hands go back to the board only after play has ended');
      if (state.handsReturned) throw new Refused('hands-returned', 'the hands are already back in the board');
      return [{ type: 'HandsReturnedToBoard', schemaVersion: 1 }];
  }
}

/** The events of a card played in turn (or a lead out of turn), with every flag it raises. */
function playCard(state: PlayState, seat: Seat, card: Card): readonly PlayEvent[] {
  const position = state.current.cards.length + 1;
  if (seat !== state.turn) {
    if (position === 1) return [...establishRevokes(state, sideOf(seat), 'next-trick'), ...leadOutOfTurnEvent(state, seat, card)];
    const defender = seat !== state.declarer && seat !== state.dummy;
    const partner = partnerOf(seat);
    if (defender && !state.current.cards.some((c) => c.seat === partner)) {
      return [
        {
          type: 'PrematurePlayMade',
          schemaVersion: 1,
          seat,
          card,
          partner,
          options: PREMATURE_OPTIONS,
          irregularity: { law: '57A', offender: seat, kind: 'premature-play', at: state.cardsPlayed },
        },
      ];
    }
    throw new Refused(
      'play-out-of-rotation',
      `${seat} played ${card} out of rotation: ${state.turn} is to play to trick ${state.current.no} (only a defender's play before his partner, Law 57A, is covered)`,
    );
  }
  const events: PlayEvent[] = [...establishRevokes(state, sideOf(seat), 'next-trick')];
  const opening = state.tricks.length === 0 && position === 1 && !state.dummySpread;
  if (state.phase === 'opening-lead' || state.phase === 'lead-face-down') events.push({ type: 'OpeningLeadFaced', schemaVersion: 1, seat, card });
  events.push({
    type: 'CardPlayed',
    schemaVersion: 1,
    seat,
    card,
    fromHand: seat === state.dummy ? 'dummy' : 'own',
    trickNo: state.current.no,
    position,
  });
  if (opening) events.push({ type: 'DummySpread', schemaVersion: 1, seat: state.dummy });
  events.push(...flags(state, seat, card, position));
  if (position === 4) {
    const cards = [...state.current.cards, { seat, card }];
    const winner = trickWinner(cards, state.trump);
    events.push({ type: 'TrickQuitted', schemaVersion: 1, trickNo: state.current.no, cards, winner });
    if (state.current.no === 13) events.push({ type: 'PlayEnded', schemaVersion: 1, reason: 'thirteen-tricks' });
  }
  return events;
}

function flags(state: PlayState, seat: Seat, card: Card, position: number): PlayEvent[] {
  const hand = state.hands[seat];
  const at = state.cardsPlayed;
  const irregularity = (law: string, kind: string): Irregularity => ({ law, offender: seat, kind, at });
  const revokeMade = (suit: Suit, reason: Revoke['reason'], legalCards: readonly Card[], faced: boolean): PlayEvent => ({
    type: 'RevokeMade',
    schemaVersion: 1,
    irregularity: irregularity('61A', 'revoke'),
    offender: seat,
    trickNo: state.current.no,
    card,
    suit,
    reason,
    failedToPlayFacedCard: faced,
    legalCards,
  });
  if (position > 1) {
    const led = suitOf(state.current.cards[0]!.card);
    const legalCards = hand.filter((c) => suitOf(c) === led);
    if (legalCards.length > 0 && suitOf(card) !== led) {
      // 64B3: the cards he failed to play were faced (dummy's, or all his cards of the suit are penalty cards).
      const faced = seat === state.dummy || legalCards.every((c) => state.penaltyCards.some((p) => p.card === c));
      return [revokeMade(led, 'failed-to-follow', legalCards, faced)];
    }
  }
  const playRestriction = position > 1 ? state.playRestrictions.find((r) => r.target === seat) : undefined;
  if (playRestriction) {
    const led = suitOf(state.current.cards[0]!.card);
    const compliant = compliantCards(hand, playRestriction, led);
    if (compliant && !compliant.includes(card)) return [revokeMade(playRestriction.suit ?? led, 'play-restriction', compliant, false)];
  }
  const events: PlayEvent[] = [];
  const restriction = position === 1 ? state.leadRestrictions.find((r) => r.target === seat) : undefined;
  if (restriction && breachesLeadRestriction(hand, restriction, card)) {
    const legalCards = hand.filter((c) => (restriction.mode === 'require' ? suitOf(c) === restriction.suit : suitOf(c) !== restriction.suit));
    return [revokeMade(restriction.suit, 'lead-restriction', legalCards, false)];
  }
  if (position === 1 && state.election?.target === seat) {
    events.push({ type: 'IrregularityFlagged', schemaVersion: 1, irregularity: irregularity(state.election.law, 'lead-before-declarer-option'), card, expected: [] });
  }
  const own = state.penaltyCards.filter((p) => p.seat === seat);
  const led = position > 1 ? suitOf(state.current.cards[0]!.card) : null;
  const breach = penaltyCardBreach(hand, own, state.penaltyCards, led, card, restriction !== undefined);
  if (breach) {
    const law = breach.law === '50D1' ? '52' : '50C';
    events.push({ type: 'IrregularityFlagged', schemaVersion: 1, irregularity: irregularity(law, 'penalty-card-not-played'), card, expected: breach.expected });
  }
  return events;
}

/** L63A1 (and 63A3 from the claim machine): the offending side's revokes become established. */
export function establishRevokes(state: PlayState, side: Side, by: 'next-trick' | 'claim' | 'concession' | 'acquiescence'): PlayEvent[] {
  return state.revokes
    .filter((r) => r.status === 'pending' && sideOf(r.offender) === side && (by !== 'next-trick' || r.trickNo < state.current.no))
    .map((r) => ({ type: 'RevokeEstablished', schemaVersion: 1, offender: r.offender, trickNo: r.trickNo, by }));
}

/** 53A: the next player playing to a lead out of turn accepts it; 53C: the correct leader may lead. */
function playWhileLeadOutOfTurnPending(state: PlayState, seat: Seat, card: Card): PlayEvent[] {
  const pending = state.pending!;
  const ruling = acceptanceByPlay(state, seat);
  const afterRuling = evolvePlay(state, ruling);
  if (ruling.option === 'accept') {
    const leadEvents = playCard(afterRuling, pending.offender, pending.card);
    const afterLead = leadEvents.reduce(evolvePlay, afterRuling);
    return [ruling, ...leadEvents, ...playCard(afterLead, seat, card)];
  }
  return [ruling, ...playCard(afterRuling, seat, card)];
}

function electLeadRestriction(state: PlayState, mode: 'require' | 'prohibit' | 'none', suit: Suit | undefined): PlayEvent[] {
  const election = state.election;
  if (!election) throw new Refused('no-lead-election', 'declarer has no lead option to exercise now');
  const base = { type: 'PlayRulingGiven', schemaVersion: 1, laws: [election.law], chosenBy: state.declarer } as const;
  if (mode === 'none') {
    return [{ ...base, option: 'none', rectifications: [{ kind: 'LeadElectionWaived', target: election.target, suits: election.suits }] }];
  }
  if (!suit || !election.suits.includes(suit)) {
    throw new Refused('bad-suit', `suit: '${String(suit)}' is not one declarer may name here (${election.suits.join(', ')})`);
  }
  if (!election.modes.includes(mode)) throw new Refused('bad-mode', `mode: Law ${election.law} lets declarer only ${election.modes.join(' or ')} a suit`);
  const rectifications: PlayRectification[] = [
    { kind: 'LeadRestrictionElected', target: election.target, mode, suit, law: election.law, duration: mode === 'require' ? 'first-lead' : 'while-retains-lead' },
  ];
  if (election.law === '50D2') {
    const owner = partnerOf(election.target);
    const cards = state.penaltyCards.filter((p) => p.seat === owner && suitOf(p.card) === suit).map((p) => p.card);
    rectifications.push({ kind: 'PenaltyCardReleased', seat: owner, cards });
  }
  return [{ ...base, option: mode, rectifications }];
}

function correctRevoke(state: PlayState, seat: Seat, substitute: Card): PlayEvent[] {
  const revoke = [...state.revokes].reverse().find((r) => r.offender === seat && r.status === 'pending');
  if (!revoke) {
    const established = state.revokes.some((r) => r.offender === seat && r.status === 'established');
    throw new Refused('no-correctable-revoke', established ? `${seat}'s revoke is established and may not be corrected (L63B)` : `${seat} has no revoke to correct`);
  }
  assertHolds(state, seat, substitute);
  if (!revoke.legalCards.includes(substitute)) {
    throw new Refused('illegal-substitute', `substitute: ${substitute} does not correct the revoke (legal: ${revoke.legalCards.join(' ')})`);
  }
  const inCurrent = revoke.trickNo === state.current.no;
  const trickCards = inCurrent ? state.current.cards : state.tricks[revoke.trickNo - 1]!.cards;
  const index = trickCards.findIndex((c) => c.seat === seat && c.card === revoke.card);
  if (revoke.reason === 'lead-restriction' && index < trickCards.length - 1) {
    throw new Refused('not-covered', 'correcting a lead after others have played to it (62C) is not covered');
  }
  const defender = seat !== state.declarer && seat !== state.dummy;
  const alreadyPenalty = state.penaltyCards.some((p) => p.card === revoke.card);
  const penaltyCard = defender && !alreadyPenalty ? { seat, card: revoke.card, grade: 'major' as const, law: '62B' } : null;
  let winner: Seat | null = null;
  let withdrawnFromNextTrick: readonly PlayedCard[] = [];
  if (!inCurrent) {
    const corrected = trickCards.map((c, i) => (i === index ? { seat, card: substitute } : c));
    winner = trickWinner(corrected, state.trump);
    // 62C1: the lead to the next trick came from the wrong hand; its cards go back.
    if (winner !== state.current.leader) withdrawnFromNextTrick = state.current.cards;
  }
  return [
    {
      type: 'RevokeCorrected',
      schemaVersion: 1,
      seat,
      trickNo: revoke.trickNo,
      withdrawnCard: revoke.card,
      substitutedCard: substitute,
      penaltyCard,
      winner,
      withdrawnFromNextTrick,
    },
  ];
}

function assertPlaying(state: PlayState): void {
  if (state.phase === 'ended') throw new Refused('play-ended', 'play has ended: all thirteen tricks are quitted');
  if (state.phase === 'ceased') throw new Refused('play-ceased', 'play has ceased after a claim or concession (L68D)');
}

/** Impossible data: a card the hand does not hold. */
export function assertHolds(state: PlayState, seat: Seat, card: Card): void {
  if (state.hands[seat].includes(card)) return;
  const played = [...state.tricks, state.current].find((t) => t.cards.some((c) => c.card === card));
  if (played) throw new Refused('card-not-held', `${seat} does not hold ${card}: it was played to trick ${played.no}`);
  const holder = (['N', 'E', 'S', 'W'] as const).find((s) => state.hands[s].includes(card));
  if (holder) throw new Refused('card-not-held', `${seat} does not hold ${card}: it is in ${holder}'s hand`);
  throw new Refused('card-not-held', `${seat} does not hold ${card}`);
}

/** 57A: declarer's choice for the offender's partner's play to this trick. */
function prematurePlayRuling(state: PlayState, option: PrematureOption, chosenBy: Seat, suit: Suit | undefined): PlayEvent {
  const premature = state.premature;
  if (!premature) throw new Refused('no-premature-play', 'no premature play waits for a ruling');
  if (chosenBy !== state.declarer) throw new Refused('wrong-chooser', `chosenBy: ${chosenBy} may not elect; the option is declarer's (57A, 10C)`);
  if (option === 'forbid-suit' && !suit) throw new Refused('bad-suit', 'suit: name the suit partner may not play (57A3)');
  const law = PREMATURE_OPTIONS.find((o) => o.option === option)!.law;
  return {
    type: 'PlayRulingGiven',
    schemaVersion: 1,
    laws: ['57A', law],
    option,
    chosenBy,
    rectifications: [{ kind: 'PlayRestriction', target: premature.partner, mode: option, trickNo: state.current.no, ...(option === 'forbid-suit' ? { suit } : {}) }],
  };
}
