// @club/auth: see README.md. The store in PostgreSQL is @club/auth/postgres (./postgres), kept out of
// this entry: the site's Next bundle imports this one, and cannot bundle the migrations' folder.
export * from './signed-in-member';
export * from './auth-refusal';
export * from './auth-store';
export { DEFAULT_SESSION_LIFETIME_MS } from './auth-rules';
export * from './auth-tables';
export * from './cookies';
export * from './csrf';
export * from './demo-accounts';
export * from './hash-slots';
export * from './password-hash';
export { PASSWORD_LINK_LIFETIME_MS, type PasswordLink } from './password-links';
export {
  DEFAULT_PASSWORD_REQUEST_LIMITS,
  type PasswordRequestLimits,
  type PendingPasswordRequest,
} from './password-requests';
export * from './rate-limit';
export * from './sign-in-rate-limit';
export * from './sign-in-settings';
export type { SqliteDatabase, SqliteStatement } from './sqlite';
export * from './table-codes';
export * from './table-entry-limit';
