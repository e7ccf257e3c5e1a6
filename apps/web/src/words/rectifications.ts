// Rectifications in words: the engine's (auction and play, Laws 16–64) and those a director names in
// a ruling (spec §10.7). Keyed by the unions, so a new kind without words does not compile.
import type { PlayRectification, Rectification } from '@club/bridge';

/** The kinds a director can name in a ruling of his own (RulingGiven.rectifications). */
export const RULING_RECTIFICATIONS = [
  'ForcedPass',
  'LeadRestriction',
  'PenaltyCard',
  'TrickTransfer',
  'CallCancelled',
  'Other',
] as const;

export type RectificationKind =
  Rectification['kind'] | PlayRectification['kind'] | (typeof RULING_RECTIFICATIONS)[number];

export const RECTIFICATION_WORDS: Readonly<Record<RectificationKind, string>> = {
  CallAccepted: 'call accepted',
  CallCancelled: 'call cancelled',
  AuctionRevertsTo: 'auction reverts',
  PassSubstituted: 'pass substituted',
  SubstituteCallRequired: 'substitute call required',
  MustRepeatCall: 'call must be repeated',
  ForcedPass: 'offender’s partner must pass',
  NoDoubleRedoubleThisTurn: 'no double or redouble this turn',
  RhoCallDecides: 'the call of the opponent on the right decides',
  OffenderCallDecides: 'offender’s next call decides',
  LeadRestrictionArmed: 'lead restriction',
  AdjustmentWatch: 'score may be adjusted',
  LeadAccepted: 'lead accepted',
  DeclarerAndDummyExchanged: 'declarer and dummy exchanged',
  CardReturnedToHand: 'card returned to hand',
  PenaltyCard: 'penalty card',
  LeadFromCorrectHand: 'lead from the correct hand',
  LeadRestrictionElected: 'lead restriction elected',
  PenaltyCardReleased: 'penalty card released',
  CardSubstituted: 'card substituted',
  PlayRestriction: 'play restriction',
  LeadElectionWaived: 'lead election waived',
  LeadRestriction: 'lead restriction',
  TrickTransfer: 'trick transfer',
  Other: 'other',
};

const OPTION_WORDS = {
  accept: 'accept',
  withdraw: 'withdraw',
  none: 'no rectification',
  lowest: 'lowest sufficient bid',
  highest: 'any other call',
  correct: 'correct',
  director: 'director’s own ruling',
  'declarer-spreads-hand': 'declarer spreads his hand',
  'forbid-suit': 'forbid a suit',
} as const;

/** An option the Laws offer that has words of its own (the catalogue's rulingsRectificationOptions keys). */
export type RectificationOptionKey = keyof typeof OPTION_WORDS;

/** The options the Laws offer for a pending irregularity (libs/bridge), named for the director's button. */
export const RECTIFICATION_OPTION_WORDS: Readonly<Record<string, string>> = OPTION_WORDS;

/**
 * An option's words in any language: a law number ('27B1a') through `law`, a known option through
 * `words`, any other loses its hyphens.
 */
export function rectificationOptionIn(
  option: string,
  words: (key: RectificationOptionKey) => string,
  law: (number: string) => string,
): string {
  if (/^\d/.test(option)) return law(option);
  return Object.hasOwn(OPTION_WORDS, option) ? words(option as RectificationOptionKey) : option.replaceAll('-', ' ');
}

/** An option's words: a law number ('27B1a') is shown as a law, a word as its words. */
export function rectificationOptionWords(option: string): string {
  return rectificationOptionIn(
    option,
    (key) => OPTION_WORDS[key],
    (number) => `Law ${number}`,
  );
}
