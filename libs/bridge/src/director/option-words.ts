// What a rectification option does, as a code and its parameters (seats, the call, the card), so the
// site words it in the page's language with the Laws' terms of that language. The English sentence
// of each code is the engine's own description (logs, the CLI, a reader without a language): the
// site's English catalogue says exactly the same. Parameters are strings; a condition is 'yes'/'no'.
import type { Seat } from '../table/seat';

type Yes = 'yes' | 'no';
type Doubling = 'double' | 'redouble';

/** Each code with the parameters its words take. */
export interface OptionWordsParams {
  // Law 27, insufficient bid
  'insufficient-bid-accepted': { lho: Seat; condoned: Yes };
  'insufficient-bid-lowest-sufficient': Record<string, never>;
  'insufficient-bid-same-meaning': Record<string, never>;
  'insufficient-bid-partner-silenced': { partner: Seat };
  'insufficient-bid-doubling-attempted': { partner: Seat };
  // Laws 28–32, calls out of rotation
  'out-of-rotation-accepted': { lho: Seat; condoned: Yes };
  'out-of-rotation-turn-called-first': { turnOf: Seat };
  'out-of-rotation-offender-passes-next-turn': { turnOf: Seat; offender: Seat };
  'out-of-rotation-offender-passes-every-turn': { turnOf: Seat; offender: Seat; partner: Seat };
  'out-of-rotation-bid-rho-decides': { turnOf: Seat; offender: Seat; partner: Seat };
  'out-of-rotation-partner-passes': { turnOf: Seat; partner: Seat };
  'out-of-rotation-doubling-rho-decides': { turnOf: Seat; offender: Seat; partner: Seat; doubling: Doubling };
  // Laws 35–39, inadmissible calls
  'inadmissible-doubling-lho-called-first': { lho: Seat; turnOf: Seat };
  'inadmissible-doubling-cancelled': { doubling: Doubling; offender: Seat; partner: Seat; inRotation: Yes };
  'required-to-pass-lho-called-first': { lho: Seat; offender: Seat };
  'required-to-pass-cancelled': { offender: Seat; partner: Seat };
  'above-seven': { laterCalls: Yes; inRotation: Yes };
  'above-seven-lho-called-first': { laterCalls: Yes; inRotation: Yes };
  'above-seven-lho-called-first-1997': { laterCalls: Yes; inRotation: Yes };
  'after-final-pass': Record<string, never>;
  'after-final-pass-lead-restrictions': Record<string, never>;
  // the director's own rectifications
  'director-own': Record<string, never>;
  'director-own-ruling': Record<string, never>;
  // Laws 53–56, leads out of turn
  'lead-card-back-to-hand': Record<string, never>;
  'opening-lead-accepted': Record<string, never>;
  'declarer-spreads-hand': Record<string, never>;
  'opening-lead-penalty-card': Record<string, never>;
  'declarer-lead-accepted': Record<string, never>;
  'declarer-lead-retracted': Record<string, never>;
  'defender-lead-accepted': Record<string, never>;
  'defender-lead-penalty-card': Record<string, never>;
  // Law 57, premature play
  'premature-highest': Record<string, never>;
  'premature-lowest': Record<string, never>;
  'premature-forbid-suit': Record<string, never>;
  // Law 52, a penalty card not played; Law 62, a revoke corrected; Laws 50D2/51B, declarer's election
  'penalty-card-played-card-stands': { card: string };
  'penalty-card-played-instead': { card: string };
  'revoke-corrected': { card: string };
  'lead-required': { target: Seat };
  'lead-forbidden': { target: Seat };
  'lead-no-suit-named': Record<string, never>;
}

export type OptionWordsCode = keyof OptionWordsParams;

/** An option's words: its code and the values they name. */
export type OptionWords = {
  [C in OptionWordsCode]: { readonly code: C; readonly params: Readonly<OptionWordsParams[C]> };
}[OptionWordsCode];

const ifYes = (flag: Yes, words: string) => (flag === 'yes' ? words : '');
const aboveSeven = (p: { laterCalls: Yes; inRotation: Yes }, what: string) =>
  `the bid above seven${ifYes(p.laterCalls, ' and all later calls')} cancelled${ifYes(p.inRotation, ', a pass substituted')}; ${what}`;

const ENGLISH: { readonly [C in OptionWordsCode]: (p: OptionWordsParams[C]) => string } = {
  'insufficient-bid-accepted': (p) =>
    `${p.lho} accepts the insufficient bid${ifYes(p.condoned, ' (he called over it)')}`,
  'insufficient-bid-lowest-sufficient': () =>
    'replaced by the lowest sufficient bid in the same denomination, neither bid artificial: no further rectification',
  'insufficient-bid-same-meaning': () =>
    'replaced by a legal call with the same or a more precise meaning: no further rectification',
  'insufficient-bid-partner-silenced': (p) =>
    `replaced by another sufficient bid or a pass: ${p.partner} must pass whenever it is his turn`,
  'insufficient-bid-doubling-attempted': (p) =>
    `the offender attempted a double or redouble: cancelled, he makes a sufficient bid or pass; ${p.partner} must pass whenever it is his turn`,
  'out-of-rotation-accepted': (p) =>
    `${p.lho} accepts the call out of rotation${ifYes(p.condoned, ' (he called over it)')}; the auction continues from it`,
  'out-of-rotation-turn-called-first': (p) =>
    `${p.turnOf}, whose turn it was, called before the ruling: the call out of rotation is cancelled without rectification`,
  'out-of-rotation-offender-passes-next-turn': (p) =>
    `not accepted: the call is cancelled and the auction reverts to ${p.turnOf}; ${p.offender} must pass at his next turn`,
  'out-of-rotation-offender-passes-every-turn': (p) =>
    `not accepted: the call is cancelled and the auction reverts to ${p.turnOf}; ${p.offender} must pass whenever it is his turn; ${p.partner} may not double or redouble at this turn`,
  'out-of-rotation-bid-rho-decides': (p) =>
    `not accepted: the call is cancelled and the auction reverts to ${p.turnOf}; if ${p.turnOf} passes, ${p.offender} must repeat his call; otherwise his next call decides ${p.partner}'s obligation`,
  'out-of-rotation-partner-passes': (p) =>
    `not accepted: the call is cancelled and the auction reverts to ${p.turnOf}; ${p.partner} must pass whenever it is his turn`,
  'out-of-rotation-doubling-rho-decides': (p) =>
    `not accepted: the call is cancelled and the auction reverts to ${p.turnOf}; if ${p.turnOf} passes, ${p.offender} must repeat the ${p.doubling}; otherwise ${p.partner} must pass whenever it is his turn`,
  'inadmissible-doubling-lho-called-first': (p) =>
    `${p.lho} called first: the inadmissible call and all later calls are cancelled; the auction continues from ${p.turnOf} as if nothing happened`,
  'inadmissible-doubling-cancelled': (p) =>
    `the ${p.doubling} is cancelled; ${p.offender} makes a legal call ${p.inRotation === 'yes' ? 'now' : 'in turn'}; ${p.partner} must pass whenever it is his turn`,
  'required-to-pass-lho-called-first': (p) =>
    `${p.lho} called first: the inadmissible call and all later calls stand; ${p.offender} keeps any obligation to pass`,
  'required-to-pass-cancelled': (p) =>
    `the call is cancelled and a pass substituted; ${p.offender} and ${p.partner} must pass whenever it is their turn`,
  'above-seven': (p) => aboveSeven(p, 'both members of the offending side pass whenever it is their turn'),
  'above-seven-lho-called-first': (p) =>
    aboveSeven(p, 'both members of the offending side pass whenever it is their turn; no Law 23 or 26'),
  'above-seven-lho-called-first-1997': (p) =>
    aboveSeven(p, 'a pass is substituted and the auction continues as if nothing happened'),
  'after-final-pass': () => 'the call is cancelled without rectification',
  'after-final-pass-lead-restrictions': () => 'the call is cancelled; Law 26 lead restrictions may apply',
  'director-own': () => "the director's own rectifications, with their law references",
  'director-own-ruling': () =>
    "the director's own ruling: name the laws, state it in words, and say whether the irregular call stands or is cancelled",
  'lead-card-back-to-hand': () => 'the card goes back to hand (Law 24 information rules)',
  'opening-lead-accepted': () => 'accept the lead: dummy is spread and declarer plays second from his own hand',
  'declarer-spreads-hand': () => 'declarer spreads his hand and becomes dummy; his partner becomes declarer',
  'opening-lead-penalty-card': () => 'the card becomes a major penalty card; the correct defender leads (50D)',
  'declarer-lead-accepted': () => 'a defender accepts the lead',
  'declarer-lead-retracted': () =>
    'declarer retracts the card and leads from the correct hand, or the defender in turn leads',
  'defender-lead-accepted': () => 'declarer accepts the lead',
  'defender-lead-penalty-card': () => 'the card becomes a major penalty card; the correct hand leads (50D)',
  'premature-highest': () => 'partner plays the highest card he holds of the suit led',
  'premature-lowest': () => 'partner plays the lowest card he holds of the suit led',
  'premature-forbid-suit': () => 'partner may not play a card of a suit declarer names',
  'penalty-card-played-card-stands': (p) => `the ${p.card} played stands; the penalty card stays a penalty card`,
  'penalty-card-played-instead': (p) =>
    `the penalty card is played instead; the ${p.card} becomes a major penalty card`,
  'revoke-corrected': (p) =>
    `the ${p.card} is withdrawn and a legal card substituted (a defender's withdrawn card becomes a major penalty card)`,
  'lead-required': (p) => `declarer requires ${p.target}'s lead in a suit he names`,
  'lead-forbidden': (p) => `declarer forbids ${p.target}'s lead in a suit he names`,
  'lead-no-suit-named': () => 'declarer names no suit',
};

/** Every code, in the order above (the site's catalogue has words for each). */
export const OPTION_WORDS_CODES = Object.keys(ENGLISH) as OptionWordsCode[];

/** The option's words in the engine's English. */
export function optionInEnglish(words: OptionWords): string {
  return (ENGLISH[words.code] as (p: OptionWords['params']) => string)(words.params);
}

/** Words with their parameters, typed by the code. */
export const optionWords = <C extends OptionWordsCode>(code: C, params: OptionWordsParams[C]): OptionWords =>
  ({ code, params }) as OptionWords;

/** The options of a lead out of turn and of a premature play by their law (the stored events keep only law and description). */
const BY_LAW: Readonly<Record<string, OptionWordsCode>> = {
  '54E': 'lead-card-back-to-hand',
  '54B': 'opening-lead-accepted',
  '54A': 'declarer-spreads-hand',
  '54D': 'opening-lead-penalty-card',
  '55A': 'declarer-lead-accepted',
  '55B': 'declarer-lead-retracted',
  '53A': 'defender-lead-accepted',
  '56': 'defender-lead-penalty-card',
  '57A1': 'premature-highest',
  '57A2': 'premature-lowest',
  '57A3': 'premature-forbid-suit',
};

/** A play option's words read from its law, as recorded; undefined for a law the engine never offered. */
export function playOptionWords(law: string): OptionWords | undefined {
  const code = BY_LAW[law];
  return code ? ({ code, params: {} } as OptionWords) : undefined;
}
