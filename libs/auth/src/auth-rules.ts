// What both auth stores (SQLite: auth-store.ts, PostgreSQL: postgres/postgres-auth-store.ts) decide
// the same way, whatever holds the rows: tokens and their SHA-256, the throttles' keys, an
// account's row as the signed-in member, and the refusals' words. The contract tests
// (test/contract) hold both stores to it.
import { createHash, randomBytes } from 'node:crypto';
import { roleGrantSchema, type RoleGrant } from '@club/club';
import type { DomainError } from '@club/events';
import { authRefusal } from './auth-refusal';
import { refuseShortPassword } from './password-links';
import type { SignedInMember } from './signed-in-member';

/** A sign-in lasts 14 days unless the store is told otherwise. */
export const DEFAULT_SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** 32 random bytes for a cookie or a link: only their SHA-256 is ever stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** An account's row as both stores read it. */
export interface AccountRow {
  member_id: string;
  email: string;
  name: string;
  password_hash: string;
  grants: string;
}

const parseGrants = (json: string): RoleGrant[] => roleGrantSchema.array().parse(JSON.parse(json));

/** The signed-in member of an account: his grants now from the club when `memberGrants` is given. */
export function memberOfAccount(
  row: AccountRow,
  memberGrants: ((memberId: string) => readonly RoleGrant[] | undefined) | undefined,
): SignedInMember {
  return {
    memberId: row.member_id,
    email: row.email,
    name: row.name,
    grants: memberGrants ? [...(memberGrants(row.member_id) ?? [])] : parseGrants(row.grants),
  };
}

/** A new account's email, trimmed; refused when it is not one, or the password is too short. */
export function checkedNewAccount(account: { readonly email: string; readonly password: string }): string {
  const email = account.email.trim();
  if (!/^[^@\s]+@[^@\s]+$/.test(email))
    throw authRefusal('not-an-email', `email: '${account.email}' is not an email address`);
  refuseShortPassword(account.password);
  return email;
}

export const accountExists = (email: string) =>
  authRefusal('account-exists', `email: an account for '${email}' exists already`);

/** The three throttled keys of a sign-in (sign-in-rate-limit.ts). */
export function signInKeys(email: string, clientAddress: string) {
  const account = email.trim().toLowerCase();
  return {
    pair: `pair:${clientAddress} ${account}`,
    address: `address:${clientAddress}`,
    account: `account:${account}`,
  };
}

export function tooManySignIns(retryAtMs: number, at: number): DomainError {
  const retryAt = new Date(retryAtMs).toISOString();
  const seconds = Math.max(1, Math.ceil((retryAtMs - at) / 1000));
  const wait = seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return authRefusal('too-many-sign-ins', `Too many failed sign-ins: try again in ${wait} (at ${retryAt}).`, {
    retryAt,
  });
}

export const signInBusy = (at: number) =>
  authRefusal('sign-in-busy', 'The site is busy checking other sign-ins: try again in a few seconds.', {
    retryAt: new Date(at + 5_000).toISOString(),
  });

export const wrongEmailOrPassword = () => authRefusal('wrong-email-or-password', 'Wrong email or password.');

export const noEmailToSignInWith = (name: string) =>
  authRefusal('no-email', `memberId: ${name} has no email to sign in with: add it first`);

export const noAccount = () => authRefusal('no-account', 'You have no sign-in account.');

export const notTheCurrentPassword = () => authRefusal('wrong-password', 'current: that is not your current password');
