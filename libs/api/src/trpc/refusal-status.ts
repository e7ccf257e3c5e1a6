// The one table from a refusal's code to the API error it answers as: a refusal is BAD_INPUT
// unless its code says the command met a conflicting record or named something not there.
import type { DomainParams } from '@club/events';
import { ApiError, type ApiErrorCode } from './api-error';
import { messageInWords } from './field-words';

const STATUS_BY_CODE: Readonly<Record<string, ApiErrorCode>> = {
  'duplicate-ruling': 'CONFLICT',
  'duplicate-authorization': 'CONFLICT',
  'duplicate-call': 'CONFLICT',
  'unknown-authorization': 'NOT_FOUND',
  'import-unknown': 'NOT_FOUND',
  'rubber-table-unknown': 'NOT_FOUND',
  'not-the-tables-scorer': 'FORBIDDEN',
  // An appeal's hearing or decision by one who is not the body it is routed to (application's appeal-bench.ts).
  'not-the-hearing-body': 'FORBIDDEN',
  // A table's code or write after its session's entry at the tables ended (published or closed).
  'table-entry-ended': 'FORBIDDEN',
  // @club/auth's sign-in refusals (auth-refusal.ts); its account refusals are BAD_INPUT.
  'wrong-email-or-password': 'BAD_CREDENTIALS',
  'too-many-sign-ins': 'TOO_MANY_ATTEMPTS',
  'sign-in-busy': 'TOO_MANY_ATTEMPTS',
  'too-many-password-requests': 'TOO_MANY_ATTEMPTS',
  'too-many-table-entries': 'TOO_MANY_ATTEMPTS',
  'password-request-unknown': 'NOT_FOUND',
};

export const refusalStatus = (code: string): ApiErrorCode => STATUS_BY_CODE[code] ?? 'BAD_INPUT';

/** A site command's refusal as the ApiError's refusal: its code and params, when it has a code. */
export const refusalOf = (outcome: {
  readonly code?: string;
  readonly params?: DomainParams;
}): { readonly code: string; readonly params: DomainParams } | undefined =>
  outcome.code === undefined ? undefined : { code: outcome.code, params: outcome.params ?? {} };

/** The ApiError a refusal answers as: by its code when it has one, else BAD_INPUT; the message with its field and commands in words (field-words.ts), the code and params kept. */
export function refusalError(
  message: string,
  refusal?: { readonly code: string; readonly params: DomainParams },
): ApiError {
  return new ApiError(refusal ? refusalStatus(refusal.code) : 'BAD_INPUT', messageInWords(message), undefined, refusal);
}
