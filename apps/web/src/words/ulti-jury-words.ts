// The jury's (zsűri) discipline in words (§11): the Hungarian term the rules use, with its English.
// Keyed by the session decider's union, so a new action fails to compile here.
import type { DisciplinaryAction } from '@club/club';

export const DISCIPLINE_WORDS: Readonly<Record<DisciplinaryAction, readonly [string, string]>> = {
  warning: ['figyelmeztetés', 'warning'],
  'yellow-card': ['sárga lap', 'yellow card'],
  'red-card': ['piros lap', 'red card'],
  exclusion: ['kizárás', 'exclusion from the competition: the player takes no further part'],
};

/** A discipline action as the page reads it (typed as text by the schema); an unknown one loses its hyphens. */
export function disciplineWords(action: string): readonly [string, string] {
  return Object.hasOwn(DISCIPLINE_WORDS, action)
    ? DISCIPLINE_WORDS[action as DisciplinaryAction]
    : [action.replaceAll('-', ' '), action.replaceAll('-', ' ')];
}
