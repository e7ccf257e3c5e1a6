// What a caller named that the club does not have (a session, a board, an appeal…), and input the
// API itself refuses: an ApiError with a code and params (policy/api-refusal-codes.ts), so a page
// words it in its own language (apps/web refusal-words.ts); the English message stays for English
// pages and the logs.
import type { DomainParams } from '@club/events';
import type { ApiRefusalCode } from '../policy/api-refusal-codes';
import { ApiError } from './api-error';

/** NOT_FOUND: `params` name what was asked for, as the input named it. */
export const notFound = (code: ApiRefusalCode, message: string, params: DomainParams): ApiError =>
  new ApiError('NOT_FOUND', message, undefined, { code, params });

/** BAD_INPUT the API finds itself (not a decider's refusal, which brings its own code). */
export const badInput = (code: ApiRefusalCode, message: string, params: DomainParams): ApiError =>
  new ApiError('BAD_INPUT', message, undefined, { code, params });

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * Input the procedure's schema refused (`cause`: zod's error, `words`: its issues in words): BAD_INPUT
 * 'input-invalid' naming the first field by its path in the input, zod's issues kept.
 */
export function inputRefused(cause: { readonly issues: readonly Issue[] }, words: string): ApiError {
  const field = cause.issues[0]?.path.map(String).join('.') || 'input';
  return new ApiError(
    'BAD_INPUT',
    words,
    undefined,
    { code: 'input-invalid', params: { field, problems: cause.issues.length } },
    cause.issues,
  );
}
