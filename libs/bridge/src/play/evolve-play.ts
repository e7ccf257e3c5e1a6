// evolve(state, event) for the play: folds one recorded fact into the projection.
import type { Card } from '../cards/card';
import { leftOf, type Seat } from '../table/seat';
import { leadElectionDue } from './lead-election';
import type { PlayEvent } from './play-event';
import type { PlayRectification } from './play-rectification';
import type { Hands, PlayState } from './play-state';
import type { Revoke } from './revoke';
import type { PlayedCard } from './trick';

export function evolvePlay(state: PlayState, event: PlayEvent): PlayState {
  switch (event.type) {
    case 'OpeningLeadFaceDown':
      return { ...state, phase: 'lead-face-down', faceDownLead: { seat: event.seat, card: event.card } };
    case 'OpeningLeadFaced':
      return { ...state, phase: 'play', faceDownLead: null };
    case 'DummySpread':
      return { ...state, dummySpread: true };
    case 'CardPlayed':
      return cardPlayed(state, event.seat, event.card);
    case 'TrickQuitted': {
      const next = {
        ...state,
        tricks: [
          ...state.tricks,
          { no: event.trickNo, leader: state.current.leader, cards: event.cards, winner: event.winner },
        ],
        current: { no: event.trickNo + 1, leader: event.winner, cards: [] },
        turn: event.winner,
        // A prohibition lasts only while its target keeps the lead (50D2a, 26).
        leadRestrictions: state.leadRestrictions.filter((r) => r.target === event.winner),
      };
      return withElection(next);
    }
    case 'PlayEnded':
      return { ...state, phase: 'ended', election: null };
    case 'LeadOutOfTurnMade':
      return {
        ...state,
        phase: state.phase === 'lead-face-down' ? 'opening-lead' : state.phase,
        faceDownLead: null,
        pending: {
          kind: 'lead-out-of-turn',
          law: event.law,
          offender: event.seat,
          card: event.card,
          correctLeader: event.correctLeader,
          options: event.options,
          chooser: event.chooser,
        },
        election: null,
        irregularities: [...state.irregularities, event.irregularity],
      };
    case 'PrematurePlayMade':
      return {
        ...state,
        premature: { offender: event.seat, card: event.card, partner: event.partner },
        penaltyCards: [...state.penaltyCards, { seat: event.seat, card: event.card, grade: 'major', law: '57A' }],
        irregularities: [...state.irregularities, event.irregularity],
      };
    case 'RevokeMade': {
      const revoke: Revoke = {
        offender: event.offender,
        trickNo: event.trickNo,
        card: event.card,
        suit: event.suit,
        reason: event.reason,
        status: 'pending',
        failedToPlayFacedCard: event.failedToPlayFacedCard,
        legalCards: event.legalCards,
        attention: 'in-time',
      };
      return {
        ...state,
        revokes: [...state.revokes, revoke],
        irregularities: [...state.irregularities, event.irregularity],
      };
    }
    case 'IrregularityFlagged': {
      const breach = event.irregularity.kind === 'penalty-card-not-played';
      return {
        ...state,
        irregularities: [...state.irregularities, event.irregularity],
        penaltyBreach: breach
          ? { seat: event.irregularity.offender, card: event.card, expected: event.expected, trickNo: state.current.no }
          : state.penaltyBreach,
      };
    }
    case 'RevokeEstablished':
      return updateRevoke(state, event.offender, event.trickNo, (r) => ({ ...r, status: 'established' }));
    case 'Trick12RevokeCorrected':
      return {
        ...state,
        tricks: [...state.tricks.slice(0, 11), event.trick12, event.trick13],
        revokes: state.revokes.map((r) =>
          r.offender === event.seat && r.trickNo === 12 ? { ...r, status: 'corrected' as const } : r,
        ),
      };
    case 'PlayAfterClaimRecorded':
      return { ...state, playedAfterClaim: [...state.playedAfterClaim, { seat: event.seat, card: event.card }] };
    case 'RevokeAttentionDrawn':
      return updateRevoke(state, event.offender, event.trickNo, (r) => ({ ...r, attention: event.timing }));
    case 'RevokeCorrected':
      return withElection(revokeCorrected(state, event));
    case 'PlayRulingGiven': {
      const cleared = event.laws.some((l) => l.startsWith('52'))
        ? { ...state, penaltyBreach: null }
        : event.laws.some((l) => l.startsWith('57'))
          ? { ...state, premature: null }
          : { ...state, pending: null };
      const ruled = event.rectifications.reduce(applyRectification, { ...cleared, election: null });
      return withElection(ruled);
    }
    case 'HandsReturnedToBoard':
      return { ...state, handsReturned: true };
    case 'PlayCeased':
      return { ...state, phase: 'ceased', election: null };
    case 'PlayResumed':
      return withElection({
        ...state,
        phase:
          state.tricks.length === 0 && state.current.cards.length === 0 && !state.dummySpread ? 'opening-lead' : 'play',
      });
  }
}

function withElection(state: PlayState): PlayState {
  return { ...state, election: leadElectionDue(state) };
}

function cardPlayed(state: PlayState, seat: Seat, card: Card): PlayState {
  const leading = state.current.cards.length === 0;
  return {
    ...state,
    hands: removeCard(state.hands, seat, card),
    current: { ...state.current, cards: [...state.current.cards, { seat, card }] },
    turn: leftOf(seat),
    penaltyCards: state.penaltyCards.filter((p) => p.card !== card),
    playRestrictions: state.playRestrictions.filter((r) => r.target !== seat),
    // The target's first turn to lead uses up an armed L26 restriction and any one-lead requirement.
    armedLeadRestrictions: leading
      ? state.armedLeadRestrictions.filter((a) => a.target !== seat)
      : state.armedLeadRestrictions,
    leadRestrictions: leading
      ? state.leadRestrictions.filter((r) => !(r.target === seat && r.duration === 'first-lead'))
      : state.leadRestrictions,
    election: null,
    cardsPlayed: state.cardsPlayed + 1,
  };
}

function applyRectification(state: PlayState, r: PlayRectification): PlayState {
  switch (r.kind) {
    case 'LeadAccepted':
      return { ...state, current: { ...state.current, leader: r.seat }, turn: r.seat };
    case 'DeclarerAndDummyExchanged':
      return { ...state, declarer: r.declarer, dummy: r.dummy };
    case 'CardReturnedToHand':
      return state; // a lead out of turn never left its hand in this projection
    case 'PenaltyCard':
      return {
        ...state,
        penaltyCards: [...state.penaltyCards, { seat: r.seat, card: r.card, grade: r.grade, law: r.law }],
      };
    case 'LeadFromCorrectHand':
      return { ...state, current: { ...state.current, leader: r.hand }, turn: r.hand };
    case 'LeadRestrictionElected': {
      const { kind: _kind, ...restriction } = r;
      return {
        ...state,
        leadRestrictions: [...state.leadRestrictions, restriction],
        electedAtTrick: state.current.no,
        armedLeadRestrictions: state.armedLeadRestrictions.filter((a) => a.target !== r.target),
      };
    }
    case 'PenaltyCardReleased':
      return {
        ...state,
        penaltyCards: state.penaltyCards.filter((p) => !(p.seat === r.seat && r.cards.includes(p.card))),
      };
    case 'CardSubstituted': {
      const cards = state.current.cards.map((c) =>
        c.seat === r.seat && c.card === r.withdrawn ? { seat: r.seat, card: r.substitute } : c,
      );
      const hands = removeCard(state.hands, r.seat, r.substitute);
      return {
        ...state,
        current: { ...state.current, cards },
        hands: { ...hands, [r.seat]: [...hands[r.seat], r.withdrawn] },
        penaltyCards: state.penaltyCards.filter((p) => p.card !== r.substitute),
      };
    }
    case 'PlayRestriction': {
      const { kind: _kind, ...restriction } = r;
      return { ...state, playRestrictions: [...state.playRestrictions, restriction] };
    }
    case 'LeadElectionWaived':
      return {
        ...state,
        armedLeadRestrictions: state.armedLeadRestrictions.filter((a) => a.target !== r.target),
        electedAtTrick: state.current.no,
      };
  }
}

function revokeCorrected(state: PlayState, event: Extract<PlayEvent, { type: 'RevokeCorrected' }>): PlayState {
  const swap = (cards: readonly PlayedCard[]) =>
    cards.map((c) =>
      c.seat === event.seat && c.card === event.withdrawnCard ? { seat: c.seat, card: event.substitutedCard } : c,
    );
  let hands = removeCard(state.hands, event.seat, event.substitutedCard);
  hands = { ...hands, [event.seat]: [...hands[event.seat], event.withdrawnCard] };
  const revokes = state.revokes.map((r) =>
    r.offender === event.seat && r.trickNo === event.trickNo && r.status === 'pending'
      ? { ...r, status: 'corrected' as const }
      : r,
  );
  const penaltyCards = event.penaltyCard ? [...state.penaltyCards, event.penaltyCard] : state.penaltyCards;
  if (event.trickNo === state.current.no) {
    return { ...state, hands, revokes, penaltyCards, current: { ...state.current, cards: swap(state.current.cards) } };
  }
  const tricks = state.tricks.map((t) =>
    t.no === event.trickNo ? { ...t, cards: swap(t.cards), winner: event.winner ?? t.winner } : t,
  );
  for (const back of event.withdrawnFromNextTrick) hands = { ...hands, [back.seat]: [...hands[back.seat], back.card] };
  const leaderChanged = event.winner !== null && event.winner !== state.current.leader;
  const current = leaderChanged
    ? {
        no: state.current.no,
        leader: event.winner!,
        cards: state.current.cards.filter((c) => !event.withdrawnFromNextTrick.some((w) => w.card === c.card)),
      }
    : state.current;
  const turn = leaderChanged ? event.winner! : state.turn;
  return { ...state, hands, revokes, penaltyCards, tricks, current, turn };
}

function updateRevoke(state: PlayState, offender: Seat, trickNo: number, change: (r: Revoke) => Revoke): PlayState {
  return {
    ...state,
    revokes: state.revokes.map((r) =>
      r.offender === offender && r.trickNo === trickNo && r.status !== 'corrected' ? change(r) : r,
    ),
  };
}

function removeCard(hands: Hands, seat: Seat, card: Card): Hands {
  return { ...hands, [seat]: hands[seat].filter((c) => c !== card) };
}
