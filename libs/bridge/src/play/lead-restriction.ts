// Lead restrictions (L26 after a withdrawn call, 50D2/51B after a penalty card): declarer may
// require or prohibit the lead of a suit by the offender's partner. A required lead binds the one
// lead; a prohibition lasts for as long as that player retains the lead.
import { suitOf, type Card, type Suit } from '../cards/card';
import type { Seat } from '../table/seat';

/** Armed by an auction ruling: declarer elects at the target's first turn to lead. */
export interface ArmedLeadRestriction {
  readonly target: Seat;
  /** 26A2: suits named in the withdrawn call (require or prohibit one). 26B: prohibit any one suit. */
  readonly law: '26A2' | '26B';
  readonly suits?: readonly Suit[];
}

export interface LeadRestriction {
  readonly target: Seat;
  readonly mode: 'require' | 'prohibit';
  readonly suit: Suit;
  readonly law: '26A2' | '26B' | '50D2';
  readonly duration: 'first-lead' | 'while-retains-lead';
}

/** 61A: breaching a restriction one was able to follow is a revoke; L59 when unable. */
export function breachesLeadRestriction(hand: readonly Card[], restriction: LeadRestriction, lead: Card): boolean {
  const holds = hand.some((c) => suitOf(c) === restriction.suit);
  if (restriction.mode === 'require') return holds && suitOf(lead) !== restriction.suit;
  const holdsOther = hand.some((c) => suitOf(c) !== restriction.suit);
  return suitOf(lead) === restriction.suit && holdsOther;
}
