// The refusals of sign-in and account creation: DomainErrors with stable codes, which the API
// answers by code (libs/api trpc/refusal-status.ts). A throttled sign-in names when the next
// attempt is allowed (`retryAt`, an ISO time).
import { DomainError } from '@club/events';

export const AUTH_REFUSAL_CODES = [
  'wrong-email-or-password',
  'too-many-sign-ins',
  'sign-in-busy',
  'not-an-email',
  'password-too-short',
  'account-exists',
  'no-email',
  'link-unknown',
  'link-used',
  'link-expired',
  'no-account',
  'wrong-password',
  'too-many-password-requests',
  'password-request-unknown',
  'table-code-unknown',
  'table-entry-ended',
  'too-many-table-entries',
] as const;
export type AuthRefusalCode = (typeof AUTH_REFUSAL_CODES)[number];

export const authRefusal = (code: AuthRefusalCode, message: string, params: { retryAt?: string } = {}) =>
  new DomainError<AuthRefusalCode>(code, message, params);

/** When a throttled sign-in may try again (ISO time), or undefined for any other refusal. */
export function retryAtOf(refusal: DomainError): string | undefined {
  const retryAt = refusal.params['retryAt'];
  return typeof retryAt === 'string' ? retryAt : undefined;
}
