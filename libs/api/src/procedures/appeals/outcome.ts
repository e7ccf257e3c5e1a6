// A command's refusal becomes BAD_INPUT with the decider's own words (e.g. Law 93B3).
import type { CommandOutcome } from '../../reader/appeals-commands';
import { ApiError } from '../../trpc/api-error';

export function recorded(outcome: CommandOutcome): { recorded: true } {
  if (!outcome.ok) throw new ApiError('BAD_INPUT', outcome.error.charAt(0).toUpperCase() + outcome.error.slice(1));
  return { recorded: true };
}
