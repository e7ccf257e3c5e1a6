// Commands from outside are parsed with zod; the error names the command, the field and the problem.
import type { z } from 'zod';

export function parseCommand<T>(what: string, schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new RangeError(`${what}: field '${issue.path.join('.') || '(root)'}': ${issue.message}`);
}
