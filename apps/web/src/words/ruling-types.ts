// The director's ruling types (RulingGiven.rulingType) in words. Keyed by the deciders' union.
import type { RulingType } from '@club/club';

export const RULING_TYPE_WORDS: Readonly<Record<RulingType, string>> = {
  'no-rectification': 'no rectification',
  rectification: 'rectification',
  'player-option': 'player’s option',
  'assigned-adjusted-score': 'assigned adjusted score',
  'weighted-adjusted-score': 'weighted adjusted score',
  'artificial-adjusted-score': 'artificial adjusted score',
  'claim-adjudication': 'claim adjudicated',
  'concession-cancelled': 'concession cancelled',
  'procedural-penalty': 'procedural penalty',
  'disciplinary-penalty': 'disciplinary penalty',
  redeal: 'redeal',
  'board-cancelled': 'board cancelled',
  'play-on-score-reserved': 'play on, score reserved',
  'director-error-correction': 'director’s error corrected',
};

/** A ruling type in any language (`words`: the catalogue's rulingsTypes); an unknown one loses its hyphens. */
export function rulingTypeIn(type: string, words: (type: RulingType) => string): string {
  return Object.hasOwn(RULING_TYPE_WORDS, type) ? words(type as RulingType) : type.replaceAll('-', ' ');
}

/** A ruling type as the page reads it (from a schema that types it as text); an unknown one loses its hyphens. */
export function rulingTypeWords(type: string): string {
  return rulingTypeIn(type, (known) => RULING_TYPE_WORDS[known]);
}
