// The jury's (zsűri) discipline in words (§11): the Hungarian term the rules use, with its English.
// Keyed by the session decider's union, so a new action fails to compile here. The English help; the
// pages' own language: the catalogue's ultiDiscipline and ultiRulingFields (messages/ulti).
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

/** What the jury gives for a case besides the offender (renonsz/case-fields.ts): each field's label. */
export const RULING_FIELD_WORDS = {
  bid: 'Bid concerned',
  beneficiary: 'Second bidder (his bid is won)',
  complied: 'Did the offender keep to the ruling?',
  noticedInTime: 'Noticed in time (before the deadline)?',
  component: 'Disputed part of the bid',
  amounts: 'Forints the jury sets (summing to zero)',
} as const;

/** The jury's findings, yes or no, as the two answers read for each question. */
export const FINDING_WORDS = {
  complied: { yes: 'yes: the deal goes on', no: 'no: he pays' },
  noticedInTime: { yes: 'yes: a redeal', no: 'no: the deal stands' },
} as const;
