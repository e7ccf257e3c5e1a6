// The options a director can rule for the pending irregularity, by the law that was broken.
// `director` is always offered last: the director's own list of rectifications for cases the
// engine does not model (Law 25 changes of call, conventional calls under 29C/30C, 27B4…).
import type { AuctionState } from '../auction-state';
import { insufficientBidOptions } from './insufficient-bid';
import { outOfRotationOptions } from './out-of-rotation';
import {
  aboveSevenOptions,
  afterFinalPassOptions,
  inadmissibleDoublingOptions,
  obligationToPassOptions,
} from './inadmissible-call';
import { optionInEnglish, optionWords, type OptionWords } from '../../director/option-words';
import { rulingContext, type RulingContext, type RulingDraft } from './ruling-context';

export interface RulingOption {
  readonly option: string;
  readonly laws: readonly string[];
  /** The engine's English for `words`. */
  readonly description: string;
  readonly words: OptionWords;
  readonly chooser: 'lho' | 'director';
  readonly replacement?: RulingDraft['replacement'];
}

export const DIRECTOR_OPTION = 'director';
const DIRECTORS_OWN = optionWords('director-own', {});

export function rulingDrafts(ctx: RulingContext): RulingDraft[] {
  const { law, kind } = ctx.irregularity;
  if (kind === 'insufficient-bid') return insufficientBidOptions(ctx);
  if (kind === 'bid-above-seven') return aboveSevenOptions(ctx);
  if (kind === 'call-after-final-pass') return afterFinalPassOptions(ctx);
  if (kind === 'call-when-required-to-pass') return obligationToPassOptions(ctx);
  if (kind === 'inadmissible-double' || kind === 'inadmissible-redouble') return inadmissibleDoublingOptions(ctx);
  if (kind.endsWith('-out-of-rotation') || law === '25') return outOfRotationOptions(ctx);
  return [];
}

/** The options for the pending irregularity (empty when the director is not required). */
export function rulingOptions(state: AuctionState): RulingOption[] {
  const ctx = rulingContext(state);
  if (!ctx) return [];
  const drafts = rulingDrafts(ctx).map(({ option, laws, words, chooser, replacement }) => ({
    option,
    laws,
    description: optionInEnglish(words),
    words,
    chooser,
    ...(replacement ? { replacement } : {}),
  }));
  return [
    ...drafts,
    {
      option: DIRECTOR_OPTION,
      laws: [],
      description: optionInEnglish(DIRECTORS_OWN),
      words: DIRECTORS_OWN,
      chooser: 'director',
    },
  ];
}
