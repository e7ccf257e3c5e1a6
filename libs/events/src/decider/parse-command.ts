// Commands from outside are parsed with zod; a failure is a refusal like any other (a DomainError
// with code 'invalid-command'), so callers map it by code; its message names the command, the
// field and the problem.
import type { z } from 'zod';
import { DomainError } from './domain-error';

export const INVALID_COMMAND = 'invalid-command';

export function parseCommand<T>(what: string, schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.') || '(root)';
  throw new DomainError<typeof INVALID_COMMAND>(INVALID_COMMAND, `${what}: field '${field}': ${issue.message}`, {
    command: what,
    field,
  });
}
