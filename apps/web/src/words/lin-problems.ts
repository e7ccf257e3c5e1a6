// What reading or replaying a LIN file found, in the site's words: the catalogue's `linProblems`,
// a message per code of the reader's union (@club/interchange lin-problems.ts) worded from its
// parameters, a seat by its name in the page's language. A code without its message does not
// compile. A problem without a known code (another format's) keeps its message. An irregular call's
// kind is named by the page's `rulingsIrregularities` when the caller gives them (words/irregularities.ts).
import type { LinProblemCode } from '@club/application/shapes';
import { createTranslator } from 'next-intl';
import { ENGLISH_MESSAGES } from '../i18n/english';
import type { Messages } from '../i18n/messages';
import type { IrregularityKind } from '@club/bridge';
import { irregularityIn } from './irregularities';
import type { Say } from './say';

type Words = Messages['linProblems'];
export type LinProblemKey = Exclude<keyof Words, 'seats'> | `seats.${keyof Words['seats'] & string}`;

const ENGLISH = ENGLISH_MESSAGES.linProblems;
/** The parameters that name a seat (N, E, S, W). */
const SEAT_PARAMS = new Set(['seat', 'holder', 'turn', 'offender']);
/** The parameters counted in words (a plural): the others are tokens, written as the file has them. */
const COUNTED = new Set(['claimed', 'won', 'remaining']);

const isLinCode = (code: string): code is LinProblemCode => code !== 'seats' && Object.hasOwn(ENGLISH, code);
const isSeat = (seat: string): seat is keyof Words['seats'] => Object.hasOwn(ENGLISH.seats, seat);

function valueOf(
  say: Say<LinProblemKey>,
  name: string,
  value: string | number,
  kind?: Say<IrregularityKind>,
): string | number {
  if (SEAT_PARAMS.has(name) && typeof value === 'string' && isSeat(value)) return say(`seats.${value}`);
  if (name === 'irregularity' && typeof value === 'string')
    return kind ? irregularityIn(value, kind) : value.replaceAll('-', ' ');
  return COUNTED.has(name) ? value : String(value);
}

/** A reader's problem or irregularity in the words of `say` (the page's `linProblems`), its kind in `kind`'s. */
export function readerProblemWordsIn(
  say: Say<LinProblemKey>,
  found: {
    readonly code?: string | undefined;
    readonly params?: Readonly<Record<string, string | number>> | undefined;
    readonly message: string;
  },
  kind?: Say<IrregularityKind>,
): string {
  if (found.code === undefined || !isLinCode(found.code)) return found.message;
  // `say` takes the code as a key: a code of the union without its message does not compile.
  const params = Object.entries(found.params ?? {}).map(([name, value]) => [name, valueOf(say, name, value, kind)]);
  return say(found.code, Object.fromEntries(params));
}

const english = createTranslator({ locale: 'en', messages: ENGLISH_MESSAGES, namespace: 'linProblems' });

/** A reader's problem or irregularity in English: from its code when it has one, else its message. */
export const readerProblemWords = (found: Parameters<typeof readerProblemWordsIn>[1]): string =>
  readerProblemWordsIn(english, found);

/** Every code with its words (for the test that none is missing or shows a code). */
export const LIN_PROBLEM_CODES = Object.keys(ENGLISH).filter(isLinCode);
