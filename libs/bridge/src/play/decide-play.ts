// decide(command, state) for the play: turns a command into the facts it records. Cards that do
// not follow suit, leads out of turn and penalty-card breaches are recorded and flagged; only
// impossible data (a card the hand does not hold) and steps that do not exist are refused.
import type { Card } from '../cards/card';
import { partnerOf, sideOf, type Seat, type Side } from '../table/seat';
import { evolvePlay } from './evolve-play';
import { electLeadRestriction } from './lead-election-ruling';
import { acceptanceByPlay, leadOutOfTurnEvent, leadOutOfTurnRuling } from './lead-out-of-turn';
import { penaltyCardRuling } from './penalty-card-ruling';
import { flags } from './play-flags';
import { PREMATURE_OPTIONS, prematurePlayRuling } from './premature-play';
import type { PlayCommand } from './play-command';
import type { PlayEvent } from './play-event';
import type { PlayState } from './play-state';
import { Refused } from './refused';
import { correctRevoke } from './revoke-correction';
import { trickWinner } from './trick';
import { assertHolds } from './assert-holds';
import { event } from '@club/events';

export function decidePlay(command: PlayCommand, state: PlayState): readonly PlayEvent[] {
  switch (command.type) {
    case 'LeadFaceDown':
      if (state.phase !== 'opening-lead')
        throw new Refused(
          'not-opening-lead',
          `a face-down lead is only made before the opening lead is faced (phase is ${state.phase})`,
        );
      assertHolds(state, command.seat, command.card);
      return [event('OpeningLeadFaceDown', { seat: command.seat, card: command.card })];
    case 'FaceOpeningLead': {
      const lead = state.faceDownLead;
      if (state.phase !== 'lead-face-down' || !lead)
        throw new Refused('no-face-down-lead', 'there is no face-down opening lead to face');
      return playCard(state, lead.seat, lead.card);
    }
    case 'PlayCard':
      if (state.phase === 'lead-face-down') {
        throw new Refused(
          'lead-face-down',
          `the opening lead ${state.faceDownLead?.card} lies face down: face it first (FaceOpeningLead)`,
        );
      }
      if (state.phase === 'ceased') {
        assertHolds(state, command.seat, command.card);
        const treatment = state.edition === '2007' ? 'evidence' : 'voided';
        return [event('PlayAfterClaimRecorded', { seat: command.seat, card: command.card, treatment })];
      }
      assertPlaying(state);
      assertHolds(state, command.seat, command.card);
      if (state.premature) {
        throw new Refused(
          'premature-play-pending',
          `${state.premature.offender}'s premature ${state.premature.card} waits for declarer's option (57A: ${PREMATURE_OPTIONS.map((o) => o.option).join(', ')})`,
        );
      }
      return state.pending
        ? playWhileLeadOutOfTurnPending(state, command.seat, command.card)
        : playCard(state, command.seat, command.card);
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
      const found = state.revokes.some(
        (r) => r.offender === command.offender && r.trickNo === command.trickNo && r.status !== 'corrected',
      );
      if (!found)
        throw new Refused(
          'no-such-revoke',
          `no uncorrected revoke by ${command.offender} on trick ${command.trickNo} is recorded`,
        );
      return [
        event('RevokeAttentionDrawn', { offender: command.offender, trickNo: command.trickNo, timing: command.timing }),
      ];
    }
    case 'ReturnHandsToBoard':
      if (state.phase !== 'ended' && state.phase !== 'ceased')
        throw new Refused('play-not-over', 'the hands go back to the board only after play has ended');
      if (state.handsReturned) throw new Refused('hands-returned', 'the hands are already back in the board');
      return [event('HandsReturnedToBoard')];
  }
}

/** The events of a card played in turn (or a lead out of turn), with every flag it raises. */
function playCard(state: PlayState, seat: Seat, card: Card): readonly PlayEvent[] {
  const position = state.current.cards.length + 1;
  if (seat !== state.turn) {
    if (position === 1)
      return [...establishRevokes(state, sideOf(seat), 'next-trick'), ...leadOutOfTurnEvent(state, seat, card)];
    const defender = seat !== state.declarer && seat !== state.dummy;
    const partner = partnerOf(seat);
    if (defender && !state.current.cards.some((c) => c.seat === partner)) {
      return [
        event('PrematurePlayMade', {
          seat,
          card,
          partner,
          options: PREMATURE_OPTIONS,
          irregularity: { law: '57A', offender: seat, kind: 'premature-play', at: state.cardsPlayed },
        }),
      ];
    }
    throw new Refused(
      'play-out-of-rotation',
      `${seat} played ${card} out of rotation: ${state.turn} is to play to trick ${state.current.no} (only a defender's play before his partner, Law 57A, is covered)`,
    );
  }
  const events: PlayEvent[] = [...establishRevokes(state, sideOf(seat), 'next-trick')];
  const opening = state.tricks.length === 0 && position === 1 && !state.dummySpread;
  if (state.phase === 'opening-lead' || state.phase === 'lead-face-down')
    events.push(event('OpeningLeadFaced', { seat, card }));
  events.push(
    event('CardPlayed', {
      seat,
      card,
      fromHand: seat === state.dummy ? 'dummy' : 'own',
      trickNo: state.current.no,
      position,
    }),
  );
  if (opening) events.push(event('DummySpread', { seat: state.dummy }));
  events.push(...flags(state, seat, card, position));
  if (position === 4) {
    const cards = [...state.current.cards, { seat, card }];
    const winner = trickWinner(cards, state.trump);
    events.push(event('TrickQuitted', { trickNo: state.current.no, cards, winner }));
    if (state.current.no === 13) events.push(event('PlayEnded', { reason: 'thirteen-tricks' }));
  }
  return events;
}

/** L63A1 (and 63A3 from the claim machine): the offending side's revokes become established. */
export function establishRevokes(
  state: PlayState,
  side: Side,
  by: 'next-trick' | 'claim' | 'concession' | 'acquiescence',
): PlayEvent[] {
  return state.revokes
    .filter(
      (r) =>
        r.status === 'pending' && sideOf(r.offender) === side && (by !== 'next-trick' || r.trickNo < state.current.no),
    )
    .map((r) => event('RevokeEstablished', { offender: r.offender, trickNo: r.trickNo, by }));
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

function assertPlaying(state: PlayState): void {
  if (state.phase === 'ended') throw new Refused('play-ended', 'play has ended: all thirteen tricks are quitted');
  if (state.phase === 'ceased') throw new Refused('play-ceased', 'play has ceased after a claim or concession (L68D)');
}
