// Law 62: the offender corrects a revoke before it is established. The substitute must comply; a
// defender's withdrawn card from his unfaced hand becomes a major penalty card (62B, 50B).
import type { Card } from '../cards/card';
import type { Seat } from '../table/seat';
import { assertHolds } from './assert-holds';
import type { PlayEvent } from './play-event';
import type { PlayState } from './play-state';
import { Refused } from './refused';
import { trickWinner, type PlayedCard } from './trick';

export function correctRevoke(state: PlayState, seat: Seat, substitute: Card): PlayEvent[] {
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
