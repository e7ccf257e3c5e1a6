// What a body decides on an appeal, in words (the ruling is …). Keyed by the outcome union. English; the
// pages' own language: the catalogue's appealsOutcome (messages/appeals).
import type { AppealOutcome } from '@club/club';

export const APPEAL_OUTCOME_WORDS: Readonly<Record<AppealOutcome, string>> = {
  upheld: 'upheld',
  varied: 'varied',
  overturned: 'overturned',
};

export function appealOutcomeWords(outcome: string): string {
  return Object.hasOwn(APPEAL_OUTCOME_WORDS, outcome) ? APPEAL_OUTCOME_WORDS[outcome as AppealOutcome] : outcome;
}

/** The traveller's words under an adjusted score an appeal decision gave. */
export const DECIDED_ON_APPEAL = 'decided on appeal';
