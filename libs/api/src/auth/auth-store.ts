// Accounts, sign-in sessions and failed attempts in the club's SQLite file (auth-tables.ts).
// Session tokens are 32 random bytes given to the browser; only their SHA-256 is stored, so a
// copy of the database does not let anyone sign in.
import { createHash, randomBytes } from 'node:crypto';
import type { RoleGrant, SignedInMember } from '../roles/role';
import { roleGrantSchema } from '../roles/role';
import { ApiError } from '../trpc/api-error';
import { ensureAuthTables } from './auth-tables';
import { DEFAULT_SCRYPT, hashPassword, verifyPassword, type ScryptParameters } from './password-hash';
import { combineVerdicts, DEFAULT_SIGN_IN_LIMIT, signInVerdict, type RateLimitRule } from './sign-in-rate-limit';
import type { SqliteDatabase } from './sqlite';

export interface AuthStoreOptions {
  readonly now?: () => number;
  readonly scrypt?: ScryptParameters;
  readonly signInLimit?: RateLimitRule;
  /** How long a sign-in lasts (default 14 days). */
  readonly sessionLifetimeMs?: number;
  /**
   * The member's grants now, from the club stream (the club.members read model); undefined: not a
   * member (no grants). Without it, the grants stored with the account are used (tests without a club).
   */
  readonly memberGrants?: (memberId: string) => readonly RoleGrant[] | undefined;
}

export interface NewAccount {
  readonly memberId: string;
  readonly email: string;
  readonly name: string;
  readonly password: string;
  readonly grants: readonly RoleGrant[];
}

export interface SignedIn {
  readonly token: string;
  readonly expiresAt: number;
  readonly member: SignedInMember;
}

export interface AccountSummary {
  readonly memberId: string;
  readonly email: string;
  readonly name: string;
  readonly grants: readonly RoleGrant[];
}

export interface AuthStore {
  createAccount(account: NewAccount): Promise<void>;
  /** Replaces the grants stored with an account (used only without `memberGrants`). */
  setGrants(memberId: string, grants: readonly RoleGrant[]): void;
  /** Links the account of an email to another club member (ending its sign-in sessions); false when there is no such account. */
  linkAccount(email: string, memberId: string, name: string): boolean;
  signIn(attempt: { email: string; password: string; clientAddress: string }): Promise<SignedIn>;
  memberForToken(token: string | undefined | null): SignedInMember | null;
  signOut(token: string): void;
  accounts(): AccountSummary[];
  readonly sessionLifetimeMs: number;
}

interface AccountRow {
  member_id: string;
  email: string;
  name: string;
  password_hash: string;
  grants: string;
}

const MIN_PASSWORD_LENGTH = 8;
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const parseGrants = (json: string): RoleGrant[] => roleGrantSchema.array().parse(JSON.parse(json));

export function createAuthStore(sqlite: SqliteDatabase, options: AuthStoreOptions = {}): AuthStore {
  ensureAuthTables(sqlite);
  const now = options.now ?? Date.now;
  const memberGrants = options.memberGrants;
  const grantsOf = (row: AccountRow): RoleGrant[] => (memberGrants ? [...(memberGrants(row.member_id) ?? [])] : parseGrants(row.grants));
  const toMember = (row: AccountRow): SignedInMember => ({ memberId: row.member_id, name: row.name, email: row.email, grants: grantsOf(row) });
  const scryptParams = options.scrypt ?? DEFAULT_SCRYPT;
  const limit = options.signInLimit ?? DEFAULT_SIGN_IN_LIMIT;
  const sessionLifetimeMs = options.sessionLifetimeMs ?? 14 * 24 * 60 * 60 * 1000;
  // A hash to verify against when the email is unknown, so both cases take the same time.
  let decoy: Promise<string> | undefined;

  const statements = {
    insertAccount: sqlite.prepare(
      'INSERT INTO auth_accounts (member_id, email, name, password_hash, grants, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    setGrants: sqlite.prepare('UPDATE auth_accounts SET grants = ? WHERE member_id = ?'),
    link: sqlite.prepare('UPDATE auth_accounts SET member_id = ?, name = ? WHERE email = ?'),
    endSessionsOf: sqlite.prepare('DELETE FROM auth_sessions WHERE member_id = (SELECT member_id FROM auth_accounts WHERE email = ?)'),
    byEmail: sqlite.prepare('SELECT * FROM auth_accounts WHERE email = ?'),
    byToken: sqlite.prepare(
      'SELECT a.* FROM auth_sessions s JOIN auth_accounts a ON a.member_id = s.member_id WHERE s.token_hash = ? AND s.expires_at > ?',
    ),
    insertSession: sqlite.prepare('INSERT INTO auth_sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)'),
    deleteSession: sqlite.prepare('DELETE FROM auth_sessions WHERE token_hash = ?'),
    deleteExpired: sqlite.prepare('DELETE FROM auth_sessions WHERE expires_at <= ?'),
    failures: sqlite.prepare('SELECT at FROM auth_sign_in_failures WHERE key = ? AND at > ?'),
    addFailure: sqlite.prepare('INSERT INTO auth_sign_in_failures (key, at) VALUES (?, ?)'),
    clearFailures: sqlite.prepare('DELETE FROM auth_sign_in_failures WHERE key = ?'),
    pruneFailures: sqlite.prepare('DELETE FROM auth_sign_in_failures WHERE at <= ?'),
    all: sqlite.prepare('SELECT * FROM auth_accounts ORDER BY name'),
  };

  const failuresOf = (key: string, at: number) =>
    (statements.failures.all(key, at - limit.windowMs) as { at: number }[]).map((row) => row.at);

  return {
    sessionLifetimeMs,

    async createAccount(account) {
      const email = account.email.trim();
      if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new ApiError('BAD_INPUT', `email: '${account.email}' is not an email address`);
      if (account.password.length < MIN_PASSWORD_LENGTH) {
        throw new ApiError('BAD_INPUT', `password: must have at least ${MIN_PASSWORD_LENGTH} characters`);
      }
      if (statements.byEmail.get(email)) throw new ApiError('BAD_INPUT', `email: an account for '${email}' exists already`);
      const hash = await hashPassword(account.password, scryptParams);
      statements.insertAccount.run(account.memberId, email, account.name, hash, JSON.stringify(account.grants), now());
    },

    setGrants(memberId, grants) {
      statements.setGrants.run(JSON.stringify(grants), memberId);
    },

    linkAccount(email, memberId, name) {
      let linked = false;
      sqlite.transaction(() => {
        statements.endSessionsOf.run(email);
        linked = (statements.link.run(memberId, name, email) as { changes: number }).changes > 0;
      })();
      return linked;
    },

    async signIn({ email, password, clientAddress }) {
      const at = now();
      const emailKey = `email:${email.trim().toLowerCase()}`;
      const addressKey = `address:${clientAddress}`;
      const verdict = combineVerdicts(signInVerdict(failuresOf(emailKey, at), at, limit), signInVerdict(failuresOf(addressKey, at), at, limit));
      if (!verdict.allowed) {
        const retryAt = new Date(verdict.retryAt).toISOString();
        const minutes = Math.max(1, Math.ceil((verdict.retryAt - at) / 60_000));
        throw new ApiError('TOO_MANY_ATTEMPTS', `Too many failed sign-ins: try again in ${minutes} minute${minutes === 1 ? '' : 's'} (at ${retryAt}).`, retryAt);
      }
      const row = statements.byEmail.get(email.trim()) as AccountRow | undefined;
      decoy ??= hashPassword('decoy password', scryptParams);
      const matches = await verifyPassword(password, row ? row.password_hash : await decoy);
      if (!row || !matches) {
        sqlite.transaction(() => {
          statements.addFailure.run(emailKey, at);
          statements.addFailure.run(addressKey, at);
          statements.pruneFailures.run(at - limit.windowMs);
        })();
        throw new ApiError('BAD_CREDENTIALS', 'Wrong email or password.');
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = at + sessionLifetimeMs;
      sqlite.transaction(() => {
        statements.clearFailures.run(emailKey);
        statements.deleteExpired.run(at);
        statements.insertSession.run(tokenHash(token), row.member_id, at, expiresAt);
      })();
      return { token, expiresAt, member: toMember(row) };
    },

    memberForToken(token) {
      if (!token) return null;
      const row = statements.byToken.get(tokenHash(token), now()) as AccountRow | undefined;
      return row ? toMember(row) : null;
    },

    signOut(token) {
      statements.deleteSession.run(tokenHash(token));
    },

    accounts() {
      return (statements.all.all() as AccountRow[]).map((row) => ({ memberId: row.member_id, email: row.email, name: row.name, grants: grantsOf(row) }));
    },
  };
}
