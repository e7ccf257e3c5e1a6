// Irregularities and the rectifications the Laws offer for them, in the page's language: the
// engine's codes (@club/bridge irregularity-kind.ts, option-words.ts) worded by the catalogue
// (messages/rulings: rulingsIrregularities, rulingsOptionWords). A kind the engine no longer names
// keeps its code read as words; an option without words keeps the engine's English. A director
// call is free text: the texts the club's own record writes (the demo's "insufficient bid 2♣ over
// 2♠", "revoke by E on trick 5", an engine kind's English name) are read back as codes
// (rulingsDirectorCalls); any other text stays as the director typed it.
import {
  IRREGULARITY_KINDS,
  irregularityInEnglish,
  isIrregularityKind,
  type IrregularityKind,
  type OptionWords,
} from '@club/bridge';
import type { Say } from './say';

/** An irregularity's name in the words of `say` (the page's `rulingsIrregularities`). */
export function irregularityIn(kind: string, say: Say<IrregularityKind>): string {
  return isIrregularityKind(kind) ? say(kind) : irregularityInEnglish(kind);
}

/** What an option does in the words of `say` (the page's `rulingsOptionWords`), else the engine's English. */
export function optionDescriptionIn(
  option: { readonly description: string; readonly words?: OptionWords | undefined },
  say: Say<OptionWords['code']>,
): string {
  return option.words ? say(option.words.code, { ...option.words.params }) : option.description;
}

export type DirectorCallKey = 'insufficient-bid-over' | 'revoke-on-trick' | 'claim-disputed';

/** A known text of a director call as a code and its values; undefined for anything else. */
export type KnownDirectorCall =
  | { readonly key: DirectorCallKey; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: IrregularityKind };

const CALL = String.raw`(?:[1-7](?:NT|[SHDC♠♥♦♣])|Pass|X|XX)`;
const INSUFFICIENT_OVER = new RegExp(`^insufficient bid (${CALL}) over (${CALL})$`);
const REVOKE_ON_TRICK = /^revoke by ([NESW]) on trick (\d{1,2})$/;
const BY_ENGLISH_NAME = new Map(IRREGULARITY_KINDS.map((kind) => [irregularityInEnglish(kind), kind]));

export function knownDirectorCall(text: string): KnownDirectorCall | undefined {
  const said = text.trim();
  const over = INSUFFICIENT_OVER.exec(said);
  if (over) return { key: 'insufficient-bid-over', params: { call: over[1]!, over: over[2]! } };
  const revoke = REVOKE_ON_TRICK.exec(said);
  if (revoke) return { key: 'revoke-on-trick', params: { offender: revoke[1]!, trick: revoke[2]! } };
  if (said === 'claim disputed') return { key: 'claim-disputed', params: {} };
  const kind = BY_ENGLISH_NAME.get(said);
  return kind ? { kind } : undefined;
}

/**
 * A director call's text in the page's words when it is one of the record's own texts, else as
 * typed; `seat`, when given, names the offender in the page's seat letters.
 */
export function directorCallIn(
  text: string,
  say: {
    readonly call: Say<DirectorCallKey>;
    readonly kind: Say<IrregularityKind>;
    readonly seat?: Say<string> | undefined;
  },
): string {
  const known = knownDirectorCall(text);
  if (!known) return text;
  if ('kind' in known) return say.kind(known.kind);
  const { offender, ...rest } = known.params;
  const params = offender === undefined ? rest : { ...rest, offender: say.seat ? say.seat(offender) : offender };
  return say.call(known.key, params);
}
