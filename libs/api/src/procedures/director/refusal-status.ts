// The one table from a refusal's code to the API error it answers as: a refusal is BAD_INPUT
// unless its code says the command met a conflicting record or named something not there.
import type { ApiErrorCode } from '../../trpc/api-error';

const STATUS_BY_CODE: Readonly<Record<string, ApiErrorCode>> = {
  'duplicate-ruling': 'CONFLICT',
  'duplicate-authorization': 'CONFLICT',
  'duplicate-call': 'CONFLICT',
  'unknown-authorization': 'NOT_FOUND',
};

export const refusalStatus = (code: string): ApiErrorCode => STATUS_BY_CODE[code] ?? 'BAD_INPUT';
