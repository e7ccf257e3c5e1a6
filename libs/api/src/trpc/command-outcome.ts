// A site command answers ok, or its refusal (the decider's words, code and params). A procedure
// passes an ok answer on and throws a refusal as the API error its code maps to (refusal-status.ts).
import type { DomainParams } from '@club/events';
import { refusalError, refusalOf } from './refusal-status';

type Refused = {
  readonly ok: false;
  readonly error: string;
  readonly code?: string;
  readonly params?: DomainParams;
};

/** The ok answer as it is; a refusal thrown as its API error, its message written by `words`. */
export function unlessRefused<Outcome extends { readonly ok: boolean }>(
  outcome: Outcome | Refused,
  words: (message: string) => string = (message) => message,
): Exclude<Outcome, Refused> {
  if (!outcome.ok) {
    const refused = outcome as Refused;
    throw refusalError(words(refused.error), refusalOf(refused));
  }
  return outcome as Exclude<Outcome, Refused>;
}

/** A command that answers only that it was recorded; its refusal as a sentence. */
export function recorded(outcome: { readonly ok: boolean } | Refused): { recorded: true } {
  unlessRefused(outcome, sentence);
  return { recorded: true };
}

/** A sentence starts with a capital; a message that starts with a field name ('sessionId: …') keeps it as written. */
const sentence = (message: string) =>
  /^[A-Za-z]+:/.test(message) ? message : message.charAt(0).toUpperCase() + message.slice(1);
