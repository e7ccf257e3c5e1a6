// The flags a card raises as it is played: a revoke (61A: not following suit, breaching a lead or
// play restriction), a penalty card not played (50C, 52), a lead before declarer's option.
import { suitOf, type Card, type Suit } from '../cards/card';
import type { Irregularity } from '../director/irregularity';
import type { Seat } from '../table/seat';
import { breachesLeadRestriction } from './lead-restriction';
import { penaltyCardBreach } from './penalty-card';
import type { PlayEvent } from './play-event';
import type { PlayState } from './play-state';
import { compliantCards } from './premature-play';
import type { Revoke } from './revoke';
import { event } from '@club/events';

export function flags(state: PlayState, seat: Seat, card: Card, position: number): PlayEvent[] {
  const hand = state.hands[seat];
  const at = state.cardsPlayed;
  const irregularity = (law: string, kind: string): Irregularity => ({ law, offender: seat, kind, at });
  const revokeMade = (suit: Suit, reason: Revoke['reason'], legalCards: readonly Card[], faced: boolean): PlayEvent =>
    event('RevokeMade', {
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
    if (compliant && !compliant.includes(card))
      return [revokeMade(playRestriction.suit ?? led, 'play-restriction', compliant, false)];
  }
  const events: PlayEvent[] = [];
  const restriction = position === 1 ? state.leadRestrictions.find((r) => r.target === seat) : undefined;
  if (restriction && breachesLeadRestriction(hand, restriction, card)) {
    const legalCards = hand.filter((c) =>
      restriction.mode === 'require' ? suitOf(c) === restriction.suit : suitOf(c) !== restriction.suit,
    );
    return [revokeMade(restriction.suit, 'lead-restriction', legalCards, false)];
  }
  if (position === 1 && state.election?.target === seat) {
    events.push(
      event('IrregularityFlagged', {
        irregularity: irregularity(state.election.law, 'lead-before-declarer-option'),
        card,
        expected: [],
      }),
    );
  }
  const own = state.penaltyCards.filter((p) => p.seat === seat);
  const led = position > 1 ? suitOf(state.current.cards[0]!.card) : null;
  const breach = penaltyCardBreach(hand, own, state.penaltyCards, led, card, restriction !== undefined);
  if (breach) {
    const law = breach.law === '50D1' ? '52' : '50C';
    events.push(
      event('IrregularityFlagged', {
        irregularity: irregularity(law, 'penalty-card-not-played'),
        card,
        expected: breach.expected,
      }),
    );
  }
  return events;
}
