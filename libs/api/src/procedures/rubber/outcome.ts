// A rubber command's refusal becomes the API error its code maps to, the decider's message (which
// starts with the field it names) put in words, its code and params kept for the scorer's page.
import type { SiteCommandOutcome } from '@club/application';
import { refusalError, refusalOf } from '../../trpc/refusal-status';

export function done<Outcome extends SiteCommandOutcome | { readonly ok: true; readonly tableId: string }>(
  outcome: Outcome,
): Outcome {
  if (!outcome.ok) throw refusalError(outcome.error, refusalOf(outcome));
  return outcome;
}
