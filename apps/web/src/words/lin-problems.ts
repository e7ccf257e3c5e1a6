// What reading or replaying a LIN file found, in the site's words: keyed by the reader's code union
// (@club/interchange lin-problems.ts), worded from its parameters, so a new problem without its
// words does not compile. A problem without a known code (another format's) keeps its message.
import type { LinProblem, LinProblemCode } from '@club/application/shapes';

type Params<C extends LinProblemCode> = Extract<LinProblem, { code: C }>['params'];

const SEATS: Readonly<Record<string, string>> = { N: 'North', E: 'East', S: 'South', W: 'West' };
const seat = (s: string) => SEATS[s] ?? s;
const tricks = (n: number) => `${n} trick${n === 1 ? '' : 's'}`;

const WORDS: { readonly [C in LinProblemCode]: (p: Params<C>) => string } = {
  'lin-no-deal-in-file': () => 'The file has no deal (md|…|): it is not a record of play.',
  'lin-no-deal-on-board': () => 'This board has no deal (md|…|).',
  'lin-before-deal': () => 'This comes before its board’s deal (md|…|).',
  'lin-call-after-play': () => 'A call after the play had begun.',
  'lin-explanation-before-call': () => 'An explanation (an|…|) before any call.',
  'lin-card-after-claim': (p) => `A card after the claim (${p.claim}).`,
  'lin-claim-not-tricks': (p) => `The claim “${p.value}” is not a number of tricks from 0 to 13.`,
  'lin-second-claim': (p) => `A second claim on the board (the first: ${p.first}).`,
  'lin-undo-not-count': (p) => `The undo “${p.value}” is not a number of actions to take back.`,
  'lin-undo-too-many': (p) => `An undo of ${p.count} actions, but the board has only ${p.made} to take back.`,
  'lin-call-after-auction': () => 'A call after the auction had ended.',
  'lin-engine-refused': (p) => `The Laws do not allow this: ${p.message}.`,
  'lin-irregular-call': (p) =>
    `${seat(p.seat)} made an irregular call (${p.irregularity.replaceAll('-', ' ')}, Law ${p.law}): the record cannot go on without a ruling.`,
  'lin-auction-unfinished': () => 'The auction stops before it ends: the board has no result.',
  'lin-play-before-auction-end': () => 'A card before the auction had ended.',
  'lin-play-after-pass-out': () => 'Cards on a board that was passed out.',
  'lin-card-played-twice': (p) => `${p.card} is played a second time (first at token ${p.earlier}).`,
  'lin-card-after-last-trick': () => 'A card after the thirteenth trick.',
  'lin-card-out-of-turn': (p) => `${p.card} is ${seat(p.holder)}’s card, but ${seat(p.turn)} was to play.`,
  'lin-revoke': (p) =>
    `${seat(p.offender)} revoked: ${p.card} in trick ${p.trick}, holding ${p.legal} (Law 61). Recorded as played.`,
  'lin-irregular-play': (p) => `${seat(p.seat)}’s card is irregular and needs the director’s ruling.`,
  'lin-play-unfinished': () => 'The play stops before the thirteenth trick without a claim: the board has no result.',
  'lin-header-result-differs': (p) =>
    `The file’s summary (rs) says ${p.header}, but the play recorded gives ${p.replay}; the play is kept.`,
  'lin-claim-after-play-differs': (p) =>
    `A claim of ${tricks(p.claimed)} after the last trick, but declarer’s side won ${tricks(p.won)}.`,
  'lin-claim-below-won': (p) =>
    `A claim of ${tricks(p.claimed)}, but declarer’s side had already won ${tricks(p.won)}.`,
  'lin-claim-beyond-remaining': (p) =>
    `A claim of ${tricks(p.claimed)}: declarer’s side had won ${tricks(p.won)} and only ${tricks(p.remaining)} remained.`,
};

const isLinCode = (code: string): code is LinProblemCode => Object.hasOwn(WORDS, code);

/** A reader's problem or irregularity in words: from its code when it has one, else its message. */
export function readerProblemWords(found: {
  readonly code?: string | undefined;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
  readonly message: string;
}): string {
  if (found.code === undefined || !isLinCode(found.code)) return found.message;
  return (WORDS[found.code] as (p: LinProblem['params']) => string)((found.params ?? {}) as LinProblem['params']);
}

/** Every code with its words (for the test that none is missing or shows a code). */
export const LIN_PROBLEM_CODES = Object.keys(WORDS) as LinProblemCode[];
