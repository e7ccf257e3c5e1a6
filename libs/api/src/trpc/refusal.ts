// What a procedure's failure means to the caller, decided once for every procedure (init.ts's
// middleware): an ApiError as it is; a refusal of any library (a DomainError, recognised by its
// brand) by its code through refusal-status.ts, with the decider's own message (it names the field,
// the value or the deadline; refusalError puts a field path it starts with in words) and its code
// and params for the pages; bad data the application found (a RangeError) as bad input. Anything
// else is a fault, not a refusal.
import { isDomainError } from '@club/events';
import { isApiError, type ApiError } from './api-error';
import { refusalError } from './refusal-status';

export function refusalOf(error: unknown): ApiError | undefined {
  if (isApiError(error)) return error;
  if (isDomainError(error)) return refusalError(error.message, { code: error.code, params: error.params });
  if (error instanceof RangeError) return refusalError(error.message);
  return undefined;
}
