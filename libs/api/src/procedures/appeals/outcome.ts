// A command's refusal becomes the API error its code maps to (BAD_INPUT without one), with the
// decider's own words (e.g. Law 93B3) and its code and params for the pages.
import type { SiteCommandOutcome } from '@club/application';
import { refusalError, refusalOf } from '../../trpc/refusal-status';

/** A sentence starts with a capital; a message that starts with a field name ('sessionId: …') keeps it as written. */
const sentence = (message: string) =>
  /^[A-Za-z]+:/.test(message) ? message : message.charAt(0).toUpperCase() + message.slice(1);

export function recorded(outcome: SiteCommandOutcome): { recorded: true } {
  if (!outcome.ok) throw refusalError(sentence(outcome.error), refusalOf(outcome));
  return { recorded: true };
}
