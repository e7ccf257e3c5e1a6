// What a site command answers: done, or refused with the message to show and, for a refusal that
// has one (a DomainError), its stable code and params, so the API maps it by code, never by text.
import { isDomainError, type JsonValue } from '@club/events';
import { z } from 'zod';

// Annotated: a recursive schema cannot infer its own type.
const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValueSchema).readonly(),
    z.record(z.string(), jsonValueSchema).readonly(),
  ]),
);

export const siteRefusalSchema = z
  .object({
    ok: z.literal(false),
    error: z.string(),
    code: z.string().optional(),
    params: z.record(z.string(), jsonValueSchema).readonly().optional(),
  })
  .readonly();
export type SiteRefusal = z.output<typeof siteRefusalSchema>;

export const siteCommandOutcomeSchema = z.union([z.object({ ok: z.literal(true) }).readonly(), siteRefusalSchema]);
export type SiteCommandOutcome = z.output<typeof siteCommandOutcomeSchema>;

/** The refusal an error answers as: a DomainError keeps its code and params; any other error only its message. */
export function refusedBy(error: unknown): SiteRefusal {
  if (isDomainError(error)) return { ok: false, error: error.message, code: error.code, params: error.params };
  return { ok: false, error: error instanceof Error ? error.message : String(error) };
}
