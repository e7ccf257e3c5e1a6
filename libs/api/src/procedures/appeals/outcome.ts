// A command's refusal becomes BAD_INPUT with the decider's own words (e.g. Law 93B3).
import type { CommandOutcome } from '../../reader/appeals-commands';
import { ApiError } from '../../trpc/api-error';

/** A sentence starts with a capital; a message that starts with a field name ('sessionId: …') keeps it as written. */
const sentence = (message: string) =>
  /^[A-Za-z]+:/.test(message) ? message : message.charAt(0).toUpperCase() + message.slice(1);

export function recorded(outcome: CommandOutcome): { recorded: true } {
  if (!outcome.ok) throw new ApiError('BAD_INPUT', sentence(outcome.error));
  return { recorded: true };
}
