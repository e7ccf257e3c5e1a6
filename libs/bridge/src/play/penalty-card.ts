// Laws 50-52: a defender's penalty card stays face up on the table until it is played. A single
// card below honour rank exposed inadvertently is minor; an honour, a card exposed deliberately
// (a lead out of turn, a withdrawn revoke card) and every one of two or more is major (50B).
import { rankOf, suitOf, type Card, type Suit } from '../cards/card';
import type { Seat } from '../table/seat';

export type PenaltyGrade = 'major' | 'minor';

export interface PenaltyCard {
  readonly seat: Seat;
  readonly card: Card;
  /** Grade when it became a penalty card; `gradeOf` gives the grade in force. */
  readonly grade: PenaltyGrade;
  /** The law that made it a penalty card, e.g. `24`, `54D`, `56`, `62B`. */
  readonly law: string;
}

const HONOURS = new Set(['A', 'K', 'Q', 'J', 'T']);

export function isHonour(card: Card): boolean {
  return HONOURS.has(rankOf(card));
}

/** 50B: grade of a newly exposed card. */
export function penaltyGrade(card: Card, deliberate: boolean): PenaltyGrade {
  return deliberate || isHonour(card) ? 'major' : 'minor';
}

/** 50B last sentence: a defender with two or more penalty cards has only major ones. */
export function gradeOf(penalty: PenaltyCard, all: readonly PenaltyCard[]): PenaltyGrade {
  return all.filter((p) => p.seat === penalty.seat).length > 1 ? 'major' : penalty.grade;
}

/**
 * What the owner of penalty cards had to play, when the card actually played breaches 50C/50D:
 * returns the law and the penalty cards that should have been played, or null when no breach.
 * Following suit comes first (50D1b, 44C); at a lead, a lead restriction in force comes first.
 */
export function penaltyCardBreach(
  hand: readonly Card[],
  own: readonly PenaltyCard[],
  all: readonly PenaltyCard[],
  ledSuit: Suit | null,
  played: Card,
  leadRestricted: boolean,
): { law: '50C' | '50D1'; expected: readonly Card[] } | null {
  if (own.length === 0 || own.some((p) => p.card === played)) return null;
  const majors = own.filter((p) => gradeOf(p, all) === 'major').map((p) => p.card);
  const canFollow = ledSuit !== null && hand.some((c) => suitOf(c) === ledSuit);
  if (majors.length > 0) {
    let legal: Card[];
    if (ledSuit === null) legal = leadRestricted ? [] : majors;
    else legal = canFollow ? majors.filter((c) => suitOf(c) === ledSuit) : majors;
    if (legal.length > 0) return { law: '50D1', expected: legal };
  }
  // A minor penalty card: no other card of its suit below honour rank until it is played (50C).
  const minor = own.find((p) => gradeOf(p, all) === 'minor');
  if (minor && suitOf(played) === suitOf(minor.card) && !isHonour(played))
    return { law: '50C', expected: [minor.card] };
  return null;
}
