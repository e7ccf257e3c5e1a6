import type { DomainParams } from '@club/events';

// The API's own errors: each has a code the pages can act on and a message a member can read.
// trpc/init.ts maps them onto tRPC's HTTP-level codes.

export const API_ERROR_CODES = {
  BAD_CREDENTIALS: 'UNAUTHORIZED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_REQUESTS',
  NOT_SIGNED_IN: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CSRF: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  BAD_INPUT: 'BAD_REQUEST',
  NO_POLICY: 'INTERNAL_SERVER_ERROR',
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_CODES;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** For TOO_MANY_ATTEMPTS: when (ISO time) the next attempt is allowed. */
    readonly retryAt?: string,
    /** For a decider's refusal: its stable code and params, for the pages and the translations. */
    readonly refusal?: { readonly code: string; readonly params: DomainParams },
    /** For input the procedure's schema refused: each problem with its field's path (zod's issues). */
    readonly issues?: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
  ) {
    super(message);
  }
}

/**
 * Recognises an ApiError by shape, not by class: the web's server process loads the services
 * outside the Next bundle, so the bundle's ApiError class is a different object from theirs.
 */
export function isApiError(error: unknown): error is ApiError {
  if (!(error instanceof Error) || error.name !== 'ApiError') return false;
  const code: unknown = (error as unknown as { code?: unknown }).code;
  return typeof code === 'string' && code in API_ERROR_CODES;
}
