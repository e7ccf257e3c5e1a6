// The legal-card rules (§6(3)–(4), spec 4.2): follow suit and beat the winning card if able; else
// trump (overtrumping if able); else anything. The trump-seven rule (§4(D)(4)) removes the seven
// while the player holds another trump, for the players the A-07 setting names.
import { suitOf, type Card, type Suit } from '../cards/card';
import type { RankOrder } from '../cards/rank-order';
import { beats, winningIndex } from './trick';

export interface TrickContext {
  readonly trump: Suit | null;
  readonly order: RankOrder;
  /** Cards already in the current trick, in play order. */
  readonly trick: readonly Card[];
  /** Whether this player may not play the trump seven while he has another trump. */
  readonly trumpSevenHeld: boolean;
}

export type Violation = 'revoke' | 'failure-to-trump' | 'failure-to-overtake' | 'trump-seven';

export function legalCards(hand: readonly Card[], ctx: TrickContext): Card[] {
  let candidates = candidatesBySuit(hand, ctx);
  if (ctx.trumpSevenHeld && ctx.trump !== null) {
    const seven = `${ctx.trump}-7` as Card;
    const otherTrump = hand.some((c) => c !== seven && suitOf(c) === ctx.trump);
    const without = candidates.filter((c) => c !== seven);
    if (otherTrump && without.length > 0) candidates = without;
  }
  return candidates;
}

function candidatesBySuit(hand: readonly Card[], { trump, order, trick }: TrickContext): Card[] {
  if (trick.length === 0) return [...hand];
  const led = suitOf(trick[0]!);
  const winning = trick[winningIndex(trick, trump, order)]!;
  const following = hand.filter((c) => suitOf(c) === led);
  if (following.length > 0) {
    if (suitOf(winning) !== led) return following; // a trump wins a side-suit trick: any card of the suit
    const beaters = following.filter((c) => beats(c, winning, trump, order));
    return beaters.length > 0 ? beaters : following;
  }
  const trumps = trump === null ? [] : hand.filter((c) => suitOf(c) === trump);
  if (trumps.length > 0) {
    const beaters = trumps.filter((c) => beats(c, winning, trump, order));
    return beaters.length > 0 ? beaters : trumps;
  }
  return [...hand];
}

/**
 * The validator, written from the rule text independently of `legalCards` (a test checks that the
 * two agree): why `card` is not legal here, or null when it is. `card` must be in `hand`.
 */
export function violation(hand: readonly Card[], card: Card, ctx: TrickContext): Violation | null {
  const bySuit = suitViolation(hand, card, ctx);
  if (bySuit) return bySuit;
  const { trump } = ctx;
  if (!ctx.trumpSevenHeld || trump === null || card !== `${trump}-7`) return null;
  const holdsOtherTrump = hand.some((c) => c !== card && suitOf(c) === trump);
  const otherLegal = hand.some((c) => c !== card && suitViolation(hand, c, ctx) === null);
  return holdsOtherTrump && otherLegal ? 'trump-seven' : null;
}

function suitViolation(hand: readonly Card[], card: Card, { trump, order, trick }: TrickContext): Violation | null {
  if (trick.length === 0) return null;
  const led = suitOf(trick[0]!);
  const winning = trick[winningIndex(trick, trump, order)]!;
  const canBeat = (c: Card) => beats(c, winning, trump, order);
  if (hand.some((c) => suitOf(c) === led)) {
    if (suitOf(card) !== led) return 'revoke';
    const mustBeat = suitOf(winning) === led && hand.some((c) => suitOf(c) === led && canBeat(c));
    return mustBeat && !canBeat(card) ? 'failure-to-overtake' : null;
  }
  if (trump === null || !hand.some((c) => suitOf(c) === trump)) return null;
  if (suitOf(card) !== trump) return 'failure-to-trump';
  const mustBeat = hand.some((c) => suitOf(c) === trump && canBeat(c));
  return mustBeat && !canBeat(card) ? 'failure-to-overtake' : null;
}
