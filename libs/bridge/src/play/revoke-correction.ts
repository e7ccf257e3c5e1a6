// Law 62: the offender corrects a revoke before it is established. The substitute must comply; a
// defender's withdrawn card from his unfaced hand becomes a major penalty card (62B, 50B).
import type { Card } from '../cards/card';
import type { Seat } from '../table/seat';
import { assertHolds } from './assert-holds';
import type { PlayEvent } from './play-event';
import type { PlayState } from './play-state';
import { Refused } from './refused';
import { trickWinner, type PlayedCard, type Trick } from './trick';
import type { Revoke } from './revoke';
import { leftOf } from '../table/seat';
import { event } from '@club/events';

export function correctRevoke(state: PlayState, seat: Seat, substitute: Card): PlayEvent[] {
  const revoke = [...state.revokes].reverse().find((r) => r.offender === seat && r.status === 'pending');
  const trick12 = state.revokes.find((r) => r.offender === seat && r.status === 'established' && r.trickNo === 12);
  if (!revoke && trick12 && state.phase === 'ended' && !state.handsReturned)
    return [correctTrick12Revoke(state, trick12, substitute)];
  if (!revoke) {
    const established = state.revokes.some((r) => r.offender === seat && r.status === 'established');
    throw new Refused(
      'no-correctable-revoke',
      established
        ? `${seat}'s revoke is established and may not be corrected (L63B)`
        : `${seat} has no revoke to correct`,
    );
  }
  assertHolds(state, seat, substitute);
  if (!revoke.legalCards.includes(substitute)) {
    throw new Refused(
      'illegal-substitute',
      `substitute: ${substitute} does not correct the revoke (legal: ${revoke.legalCards.join(' ')})`,
    );
  }
  const inCurrent = revoke.trickNo === state.current.no;
  const trickCards = inCurrent ? state.current.cards : state.tricks[revoke.trickNo - 1]!.cards;
  const index = trickCards.findIndex((c) => c.seat === seat && c.card === revoke.card);
  if (revoke.reason === 'lead-restriction' && index < trickCards.length - 1) {
    throw new Refused('not-covered', 'correcting a lead after others have played to it (62C) is not covered');
  }
  const defender = seat !== state.declarer && seat !== state.dummy;
  const alreadyPenalty = state.penaltyCards.some((p) => p.card === revoke.card);
  const penaltyCard =
    defender && !alreadyPenalty ? { seat, card: revoke.card, grade: 'major' as const, law: '62B' } : null;
  let winner: Seat | null = null;
  let withdrawnFromNextTrick: readonly PlayedCard[] = [];
  if (!inCurrent) {
    const corrected = trickCards.map((c, i) => (i === index ? { seat, card: substitute } : c));
    winner = trickWinner(corrected, state.trump);
    // 62C1: the lead to the next trick came from the wrong hand; its cards go back.
    if (winner !== state.current.leader) withdrawnFromNextTrick = state.current.cards;
  }
  return [
    event('RevokeCorrected', {
      seat,
      trickNo: revoke.trickNo,
      withdrawnCard: revoke.card,
      substitutedCard: substitute,
      penaltyCard,
      winner,
      withdrawnFromNextTrick,
    }),
  ];
}

/**
 * 62D: a revoke on trick 12, although established, is corrected until the hands go back to the
 * board. The offender's last card goes to trick 12; his revoke card becomes his card to trick 13,
 * which is led by the new winner of trick 12.
 */
function correctTrick12Revoke(state: PlayState, revoke: Revoke, substitute: Card): PlayEvent {
  const [twelve, thirteen] = [state.tricks[11]!, state.tricks[12]!];
  const last = thirteen.cards.find((c) => c.seat === revoke.offender)!;
  if (last.card !== substitute || !revoke.legalCards.includes(substitute)) {
    throw new Refused(
      'illegal-substitute',
      `substitute: ${substitute} does not correct the trick-12 revoke (the offender's last card is ${last.card})`,
    );
  }
  const cards12 = twelve.cards.map((c) => (c.seat === revoke.offender ? { seat: c.seat, card: substitute } : c));
  const winner12 = trickWinner(cards12, state.trump);
  const byHand = new Map(thirteen.cards.map((c) => [c.seat, c.seat === revoke.offender ? revoke.card : c.card]));
  const order = [winner12, leftOf(winner12), leftOf(leftOf(winner12)), leftOf(leftOf(leftOf(winner12)))];
  const cards13 = order.map((seat) => ({ seat, card: byHand.get(seat)! }));
  const trick12: Trick = { ...twelve, cards: cards12, winner: winner12 };
  const trick13: Trick = { no: 13, leader: winner12, cards: cards13, winner: trickWinner(cards13, state.trump) };
  return event('Trick12RevokeCorrected', {
    seat: revoke.offender,
    withdrawnCard: revoke.card,
    substitutedCard: substitute,
    trick12,
    trick13,
  });
}
