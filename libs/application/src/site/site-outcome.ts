// What a site command answers: done, or refused with the message to show and, for a refusal that
// has one (a DomainError), its stable code and params, so the API maps it by code, never by text.
import { isDomainError, type DomainParams } from '@club/events';

export type SiteRefusal = {
  readonly ok: false;
  readonly error: string;
  readonly code?: string;
  readonly params?: DomainParams;
};
export type SiteCommandOutcome = { readonly ok: true } | SiteRefusal;

/** The refusal an error answers as: a DomainError keeps its code and params; any other error only its message. */
export function refusedBy(error: unknown): SiteRefusal {
  if (isDomainError(error)) return { ok: false, error: error.message, code: error.code, params: error.params };
  return { ok: false, error: error instanceof Error ? error.message : String(error) };
}
